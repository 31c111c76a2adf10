import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Avatar } from './Avatar';
import { Button } from './Button';
import { ButtonLink } from './ButtonLink';
import { Callout } from './Callout';
import { CvLineText } from './CvLineText';
import { Dialog } from './Dialog';
import { EmptyState } from './EmptyState';
import { Icon, setIconLoader } from './Icon';
import { Select } from './Select';
import { Tag } from './Tag';
import { TextInput } from './TextInput';

describe('Button', () => {
  it('is a native button (type button) with its look in classes, and runs its action', () => {
    const onClick = vi.fn();
    render(<Button intent="primary" variant="minimal" size="large" text="Save" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toContain('ui-button');
    expect(button.className).toContain('ui-intent-primary');
    expect(button.className).toContain('ui-button-minimal');
    expect(button.className).toContain('ui-button-large');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('keeps the name it is given when it has only an icon, and is disabled while loading', () => {
    render(<Button icon="menu" aria-label="Open menu" loading />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button.className).toContain('ui-button-icon-only');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });
});

describe('ButtonLink', () => {
  it('stays a link, drawn as a button', () => {
    render(<ButtonLink href="/artists" intent="primary" size="large">Browse artists</ButtonLink>);
    const link = screen.getByRole('link', { name: 'Browse artists' });
    expect(link.getAttribute('href')).toBe('/artists');
    expect(link.className).toContain('ui-button');
    expect(link.className).toContain('ui-intent-primary');
  });

  it('renders through another link component (a router link) with its props', () => {
    const RouterLink = ({ to, ...rest }: { to: string; className?: string; children?: React.ReactNode }) => (
      <a href={`#${to}`} data-router="yes" {...rest} />
    );
    render(<ButtonLink as={RouterLink} to="/about" variant="outlined">About</ButtonLink>);
    const link = screen.getByRole('link', { name: 'About' });
    expect(link.getAttribute('href')).toBe('#/about');
    expect(link.dataset.router).toBe('yes');
    expect(link.className).toContain('ui-button-outlined');
  });
});

describe('Avatar', () => {
  it('shows the picture, named by the person, and their initials once it fails to load', () => {
    render(<Avatar name="Frida Kahlo" src="/uploads/frida.webp" />);
    fireEvent.error(screen.getByRole('img', { name: 'Frida Kahlo' }));
    const initials = screen.getByRole('img', { name: 'Frida Kahlo' });
    expect(initials.tagName).toBe('SPAN');
    expect(initials.textContent).toBe('FK');
  });

  it('beside the name it is hidden from assistive technology; no name reads SP', () => {
    const { container } = render(<Avatar name="" decorative className="avatar" initialsClassName="avatar-initials" />);
    const initials = container.querySelector('span')!;
    expect(initials.getAttribute('aria-hidden')).toBe('true');
    expect(initials.className).toBe('avatar avatar-initials');
    expect(initials.textContent).toBe('SP');
  });
});

describe('Icon', () => {
  it('is hidden from assistive technology, keeps its place while loading, then draws what the loader gives', async () => {
    let give: (paths: string[]) => void = () => {};
    setIconLoader((name, grid) => {
      expect([name, grid]).toEqual(['test-star', 16]);
      return new Promise((resolve) => (give = resolve));
    });
    const { container } = render(<Icon icon="test-star" />);
    const span = container.querySelector('.ui-icon')!;
    expect(span.getAttribute('aria-hidden')).toBe('true');
    expect(span.querySelector('svg')).toBeNull();
    await act(async () => give(['M0 0L16 16']));
    expect(span.querySelector('path')?.getAttribute('d')).toBe('M0 0L16 16');
  });

  it('uses the 20-unit drawing from 20 px, and has a name when given a title', async () => {
    const asked: number[] = [];
    setIconLoader(async (_name, grid) => {
      asked.push(grid);
      return ['M1 1'];
    });
    render(<Icon icon="test-big" size={48} title="Search" />);
    expect(screen.getByRole('img', { name: 'Search' })).toBeTruthy();
    await act(async () => {});
    expect(asked).toEqual([20]);
    expect(screen.getByRole('img', { name: 'Search' }).querySelector('svg')?.getAttribute('viewBox')).toBe('0 0 20 20');
  });
});

describe('Callout, Tag, EmptyState', () => {
  it('a callout shows its title as a heading and its text', () => {
    render(<Callout intent="warning" title="Not published yet">Your profile is in review.</Callout>);
    expect(screen.getByRole('heading', { level: 3, name: 'Not published yet' })).toBeTruthy();
    expect(screen.getByText('Your profile is in review.').closest('.ui-callout')?.className).toContain('ui-intent-warning');
  });

  it('a tag is a span with its intent', () => {
    render(<Tag intent="success" round>New</Tag>);
    expect(screen.getByText('New').className).toBe('ui-tag ui-intent-success ui-tag-round');
  });

  it('an empty state has the heading level of the page outline', () => {
    render(<EmptyState level={1} icon="error" title="Something went wrong" description="Try again." action={<button type="button">Reload</button>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it("an empty state draws an app's own icon element, with the app's class", () => {
    const { container } = render(<EmptyState className="admin-empty" icon={<svg data-own="yes" />} title="No messages" />);
    expect(container.firstElementChild?.className).toBe('empty-state admin-empty');
    expect(container.querySelector('.empty-state-icon > svg[data-own="yes"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'No messages' })).toBeTruthy();
  });
});

describe('Select and TextInput', () => {
  it('a select is the native control, labelled and changed as usual', () => {
    const onChange = vi.fn();
    render(
      <Select aria-label="Theme" value="light" onChange={(e) => onChange(e.target.value)}>
        <option value="light">Light</option>
        <option value="dark">Dark</option>
      </Select>,
    );
    const select = screen.getByRole('combobox', { name: 'Theme' });
    fireEvent.change(select, { target: { value: 'dark' } });
    expect(onChange).toHaveBeenCalledWith('dark');
  });

  it('a search field is a labelled input with its icon beside it', () => {
    const { container } = render(<TextInput type="search" leftIcon="search" aria-label="Search artists" placeholder="Name" />);
    const input = screen.getByRole('searchbox', { name: 'Search artists' });
    expect(input.className).toBe('ui-input');
    expect(container.querySelector('.ui-input-group-left-icon .ui-icon')).not.toBeNull();
  });
});

describe('Dialog', () => {
  it('opens as a modal with its title as its name, closes on Escape and its close button, and gives focus back', () => {
    const onClose = vi.fn();
    const view = (isOpen: boolean) => (
      <>
        <button type="button">Open</button>
        <Dialog isOpen={isOpen} onClose={onClose} title="A work">
          <p>Oil on canvas</p>
        </Dialog>
      </>
    );
    const { rerender } = render(view(false));
    expect(document.querySelector('dialog')).toBeNull();
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    rerender(view(true));
    const dialog = document.querySelector('dialog')!;
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute('aria-labelledby')).toBe(screen.getByRole('heading', { name: 'A work' }).id);
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(3);
    rerender(view(false));
    expect(document.querySelector('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});

describe('CvLineText', () => {
  const line = [
    { text: 'A. Critic', strong: true as const },
    { text: ', “' },
    { text: 'Sediment <b>and</b> Time', italic: true as const, href: 'https://press.example/review' },
    { text: '”, Frieze, 2020' },
  ];

  it('sets a title as a cite, the name in bold, and every run as text (never markup)', () => {
    const { container } = render(<p><CvLineText line={line} /></p>);
    expect(container.querySelector('strong')?.textContent).toBe('A. Critic');
    expect(container.querySelector('cite')?.textContent).toBe('Sediment <b>and</b> Time');
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toBe('A. Critic, “Sediment <b>and</b> Time”, Frieze, 2020');
  });

  it('follows a link only where the screen gives one, and leaves the name plain on paper', () => {
    const { container } = render(
      <p><CvLineText line={line} bold={false} link={(href, children) => <a href={href}>{children}</a>} /></p>,
    );
    expect(container.querySelector('strong')).toBeNull();
    expect(container.querySelector('a')?.getAttribute('href')).toBe('https://press.example/review');
    expect(container.querySelector('a cite')?.textContent).toBe('Sediment <b>and</b> Time');
  });
});
