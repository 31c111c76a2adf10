import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify } from './toaster';

describe('toasts', () => {
  it('shows one toast at a time: a new notice replaces the current one', async () => {
    notify({ title: 'Message Sent', description: 'Thanks for writing.' });
    // The first notice also fetches the toaster's code.
    expect(await screen.findByText('Message Sent', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Thanks for writing.')).toBeTruthy();

    notify({ title: 'Support Sent', description: 'You are now supporting this artist' });
    expect(await screen.findByText('Support Sent')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Message Sent')).toBeNull());
    expect(document.querySelectorAll('.bp6-toast')).toHaveLength(1);
  });

  it('shows the intent of a notice', async () => {
    notify({ title: 'Authentication Required', description: 'Please sign in to view your profile', intent: 'danger' });
    expect(await screen.findByText('Authentication Required')).toBeTruthy();
    expect(document.querySelector('.bp6-toast.bp6-intent-danger')).toBeTruthy();
  });
});
