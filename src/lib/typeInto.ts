/**
 * Sets an input's value as the browser does when a reader types, then says so with an `input` event. The prototype's
 * setter goes past React's record of the value, so that React sees a change and its `onChange` runs.
 */
export function typeInto(input: HTMLInputElement, value: string): void {
  Reflect.set(HTMLInputElement.prototype, 'value', value, input);
  input.dispatchEvent(new Event('input', {bubbles: true}));
}
