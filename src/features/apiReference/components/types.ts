import type {ReactNode} from 'react';
import type {Json} from '@site/src/features/apiReference/json';

export type {Json};

/** What a schema node is, as the generator passes it (src/features/apiReference/page.ts, nodeProps). */
export interface SchemaNodeProps {
  type: string;
  name?: string;
  format?: string;
  nullable?: boolean;
  constraints?: string[];
  pattern?: string;
  enumValues?: Json[];
  defaultValue?: {value: Json};
  deprecated?: boolean;
  recursive?: boolean;
  upstreamDifference?: string;
  children?: ReactNode;
}
