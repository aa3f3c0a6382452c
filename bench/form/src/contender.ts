import type { ReactNode } from 'react';
import type { Field } from './fields.ts';

export type Expose = (validateAll: () => unknown) => void;

/** One library under test. */
export interface Contender {
  /**
   * Turns the fields into the library's own schema format (not timed: a real page receives it
   * ready-made) and returns the render that the mount time covers.
   */
  prepare(fields: Field[]): (expose: Expose) => ReactNode;
  /** Text inputs of the fields, in order. */
  inputSelector: string;
  /** Elements that show one field's error message each. */
  errorSelector: string;
}
