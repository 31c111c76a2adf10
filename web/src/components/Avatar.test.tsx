import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './Avatar';

describe('Avatar', () => {
  it('shows the image when there is one', () => {
    render(<Avatar name="Frida Kahlo" imageUrl="/uploads/frida.webp" />);
    expect(screen.getByRole('img', { name: 'Frida Kahlo' }).getAttribute('src')).toBe('/uploads/frida.webp');
  });

  it('falls back to initials when the image breaks', () => {
    render(<Avatar name="Frida Kahlo" imageUrl="/uploads/missing.webp" />);
    fireEvent.error(screen.getByRole('img', { name: 'Frida Kahlo' }));
    const fallback = screen.getByRole('img', { name: 'Frida Kahlo' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback.getAttribute('data-initials')).toBe('FK');
  });

  it("shows initials without an image, and 'SP' without a name", () => {
    const { rerender } = render(<Avatar name="Banksy" imageUrl={null} />);
    expect(screen.getByRole('img', { name: 'Banksy' }).getAttribute('data-initials')).toBe('BA');
    rerender(<Avatar name="" />);
    expect(screen.getByRole('img', { name: 'Artist' }).getAttribute('data-initials')).toBe('SP');
  });

  it('tries a new image again after an earlier one failed', () => {
    const { rerender } = render(<Avatar name="Frida Kahlo" imageUrl="/a.webp" />);
    fireEvent.error(screen.getByRole('img'));
    rerender(<Avatar name="Frida Kahlo" imageUrl="/b.webp" />);
    expect(screen.getByRole('img').getAttribute('src')).toBe('/b.webp');
  });
});
