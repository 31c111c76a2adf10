import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeNetwork, renderPage } from '@/test/render';
import { ContactForm } from './ContactForm';

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Name/), 'Ada Curator');
  await user.type(screen.getByLabelText(/^Email/), 'ada@gallery.example');
  await user.type(screen.getByLabelText(/^Subject/), 'Studio visit');
  await user.type(screen.getByLabelText(/^Message/), 'I would love to visit your studio in May.');
}

describe('ContactForm', () => {
  it('requires every field and sends nothing while one is missing', async () => {
    const user = userEvent.setup();
    const network = fakeNetwork({});
    vi.stubGlobal('fetch', network.fetch);
    renderPage(<ContactForm />, { user: null });

    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    // The check's code comes with the first send.
    for (const text of ['Name is required', 'Valid email is required', 'Subject is required', 'Message is required']) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
    expect(document.activeElement?.id).toBe('contact-name');
    expect(screen.getByLabelText(/^Name/).getAttribute('aria-invalid')).toBe('true');

    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Valid email is required')).toBeTruthy();
    expect(network.calls).toHaveLength(0);
  });

  it("posts the message and says 'Message Sent', then clears the form", async () => {
    const user = userEvent.setup();
    const network = fakeNetwork({ '/api/contact': () => new Response(null, { status: 201 }) });
    vi.stubGlobal('fetch', network.fetch);
    renderPage(<ContactForm />, { user: null });

    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message Sent')).toBeTruthy();
    expect(network.calls[0]?.init?.method).toBe('POST');
    expect(network.calls[0]?.init?.credentials).toBe('include');
    expect(JSON.parse(String(network.calls[0]?.init?.body))).toEqual({
      name: 'Ada Curator',
      email: 'ada@gallery.example',
      subject: 'Studio visit',
      message: 'I would love to visit your studio in May.',
    });
    await waitFor(() => expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe(''));
  });

  it('keeps what was typed and says so when sending fails', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', fakeNetwork({ '/api/contact': () => new Response('slow down', { status: 429 }) }).fetch);
    renderPage(<ContactForm />, { user: null });

    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('There was a problem sending your message. Please try again.')).toBeTruthy();
    expect((screen.getByLabelText(/^Subject/) as HTMLInputElement).value).toBe('Studio visit');
  });
});
