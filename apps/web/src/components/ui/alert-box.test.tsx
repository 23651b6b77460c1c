import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AlertBox } from './alert-box';
import { Divider } from './divider';

describe('AlertBox', () => {
  it('announces a warning as an alert, with its kind spelled out for screen readers', () => {
    render(<AlertBox variant="warning">Check your address</AlertBox>);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Warning');
    expect(alert.textContent).toContain('Check your address');
  });

  it('renders informative and success boxes as polite status messages', () => {
    render(
      <>
        <AlertBox variant="informative">Heads up</AlertBox>
        <AlertBox variant="success" title="Done">
          Saved
        </AlertBox>
      </>,
    );
    const [info, success] = screen.getAllByRole('status');
    expect(info?.getAttribute('data-variant')).toBe('informative');
    expect(success?.textContent).toContain('Done');
    expect(success?.textContent).toContain('Saved');
  });
});

describe('Divider', () => {
  it('is a plain rule without a label and a labelled separator with one', () => {
    const { container, rerender } = render(<Divider />);
    expect(container.querySelector('hr')).not.toBeNull();
    rerender(<Divider label="or" />);
    expect(screen.getByRole('separator').textContent).toBe('or');
  });
});
