import { isApiError } from '../api-error';

/**
 * Runs a sensitive action; when the server answers step_up_required, asks the player for the
 * password (or a second-factor code) in a dialog and runs it once more. Cancelling rethrows.
 */
export async function withStepUp<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (!isApiError(error) || error.detail !== 'step_up_required') throw error;
    const { askForStepUp } = await import('./step-up-dialog');
    if (!(await askForStepUp())) throw error;
    return action();
  }
}
