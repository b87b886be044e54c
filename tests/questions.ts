import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * A question (an alertdialog), once it can be answered: it holds the focus. Zag sets a question
 * up a frame after it shows (its focus trap, its layer above a drawer's); pressed before that,
 * the press counted as outside the drawer under it, which closed and lost what was typed (a test
 * failed so under load). A person cannot press within that frame; a test waits for it.
 */
export async function findQuestion(name?: string | RegExp) {
  const question = await screen.findByRole('alertdialog', name === undefined ? {} : { name });
  await waitFor(() => expect(question).toContainElement(document.activeElement as HTMLElement));
  return question;
}
