import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Modal } from './modal';

const noop = () => undefined;

describe('Modal', () => {
  it('stops the page scrolling while open and lets it scroll again when it closes', () => {
    const { unmount } = render(
      <Modal title="Rules" onClose={noop}>
        text
      </Modal>,
    );
    expect(document.body.style.overflow).toBe('hidden');
    unmount();
    expect(document.body.style.overflow).toBe('');
  });

  /** A dialog, and (once `confirming`) a second one opened over it, as a confirmation step does. */
  function Stacked({ confirming, closed }: { confirming: boolean; closed: string[] }) {
    return (
      <Modal title="Wallet" onClose={() => closed.push('wallet')}>
        {confirming ? (
          <Modal title="Confirm" onClose={() => closed.push('confirm')}>
            sure?
          </Modal>
        ) : null}
      </Modal>
    );
  }

  it('lets the page scroll again when a dialog closes together with the one opened over it', () => {
    const { rerender, unmount } = render(<Stacked confirming={false} closed={[]} />);
    rerender(<Stacked confirming closed={[]} />);
    expect(screen.getAllByRole('dialog')).toHaveLength(2);
    unmount();
    expect(document.body.style.overflow).toBe('');
  });

  it('answers Escape in the dialog opened last only', () => {
    const closed: string[] = [];
    const { rerender } = render(<Stacked confirming={false} closed={closed} />);
    rerender(<Stacked confirming closed={closed} />);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(closed).toEqual(['confirm']);
  });
});
