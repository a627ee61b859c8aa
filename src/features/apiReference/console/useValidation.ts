/** The request's problems against its operation's schemas, shown from the reader's first try to send. */
import {useMemo, useState} from 'react';
import {bodyProblems, parameterProblems} from './validation';
import type {ConsoleOperation, ConsoleParameter, ConsoleReference} from './types';

interface Fields {
  parameters: Record<string, string>;
  body: string;
  /** The id of each field, to give the focus to the first at fault. */
  parameterId: (parameter: ConsoleParameter) => string;
  bodyId: string;
}

export function useValidation(operation: ConsoleOperation, defs: ConsoleReference['defs'], fields: Fields) {
  const {parameters, body, parameterId, bodyId} = fields;
  // Errors show once the reader has tried to send, and follow each change from then on.
  const [shown, setShown] = useState(false);
  const problems = useMemo(
    () => ({
      parameters: Object.fromEntries(
        operation.parameters.map((parameter) => [
          parameter.name,
          parameterProblems(parameter, parameters[parameter.name] ?? '', defs),
        ]),
      ),
      body: operation.body ? bodyProblems(body, operation.body.schema, defs) : [],
    }),
    [operation, parameters, body, defs],
  );
  const count = Object.values(problems.parameters).reduce((sum, list) => sum + list.length, 0) + problems.body.length;

  /** Shows the problems, and says whether the request may go; if not, the first field at fault takes the focus. */
  const mayGo = (evenIfInvalid: boolean): boolean => {
    setShown(true);
    if (count === 0 || evenIfInvalid) return true;
    // Its problems are read with it (aria-describedby).
    const parameter = operation.parameters.find(({name}) => (problems.parameters[name] ?? []).length > 0);
    document.getElementById(parameter ? parameterId(parameter) : bodyId)?.focus();
    return false;
  };

  return {
    parameterProblems: (name: string) => (shown ? (problems.parameters[name] ?? []) : []),
    bodyProblems: shown ? problems.body : [],
    shownCount: shown ? count : 0,
    mayGo,
  };
}
