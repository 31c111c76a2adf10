import { describe, expect, test } from 'vitest';
import { adminTitle } from './use-page-title.ts';

describe('adminTitle', () => {
  test('the browser tab names the screen, the admin area and the site', () => {
    expect(adminTitle('Pending Approvals', 'web')).toBe('Pending Approvals · Admin · Oeuvre');
  });

  test('the desktop window names the screen and the app', () => {
    expect(adminTitle('Pending Approvals', 'desktop')).toBe('Pending Approvals · Oeuvre Admin');
  });
});
