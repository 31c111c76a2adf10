import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { ReviewButtons } from './ReviewButtons.tsx';

describe('Approve and Reject', () => {
  test('Approve says whom it approves and cannot be pressed again while it works', async () => {
    let finish!: () => void;
    const onApprove = vi.fn(() => new Promise<void>((done) => (finish = done)));
    const onReject = vi.fn();
    render(<ReviewButtons name="Nora New" onApprove={onApprove} onReject={onReject} />);
    const user = userEvent.setup();
    const approve = screen.getByRole('button', { name: 'Approve Nora New' });
    await user.click(approve);
    await user.click(approve);
    expect(onApprove).toHaveBeenCalledTimes(1);
    expect(approve.hasAttribute('disabled')).toBe(true);
    finish();
    await waitFor(() => expect(approve.hasAttribute('disabled')).toBe(false));
    expect(onReject).not.toHaveBeenCalled();
  });

  test('a failed approval (its caller says so) gives the button back; Reject asks its caller (the reason dialog)', async () => {
    const onApprove = vi.fn(() => Promise.resolve(false));
    const onReject = vi.fn();
    render(<ReviewButtons name="Paul Painter" onApprove={onApprove} onReject={onReject} />);
    const user = userEvent.setup();
    const approve = screen.getByRole('button', { name: 'Approve Paul Painter' });
    await user.click(approve);
    expect(onApprove).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(approve.hasAttribute('disabled')).toBe(false));
    await user.click(screen.getByRole('button', { name: 'Reject Paul Painter' }));
    expect(onReject).toHaveBeenCalledTimes(1);
  });
});
