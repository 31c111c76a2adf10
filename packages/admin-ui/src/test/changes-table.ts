// Reading the review's table of changes (ProfileChangesView) as a person does: a row by its header.
import { within } from '@testing-library/react';

/** The row of the changes table whose header is `name`. */
export function changeRow(table: HTMLElement, name: string): HTMLElement {
  return within(table).getByRole('rowheader', { name }).closest('[role="row"]') as HTMLElement;
}

/** The texts of the cells (published, waiting for review) of the row whose header is `name`. */
export function changeCells(table: HTMLElement, name: string): (string | null)[] {
  return within(changeRow(table, name))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}
