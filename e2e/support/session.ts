// People for the web specs: unique names, sign-in through the built-in provider, a browser context each.
import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';

export const ADMIN_EMAIL = 'admin@oeuvre.test';

export interface Person {
  email: string;
  firstName: string;
  lastName: string;
}

/** A word no other test uses: the server and its database live for the whole run. */
export function unique(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

/** A unique capitalised word of letters only, so it reads as a name or a place. */
export function uniqueWord(prefix: string): string {
  return unique(prefix).replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]!);
}

/** A new person with a unique email and last name. */
export function newPerson(firstName: string): Person {
  const lastName = uniqueWord('Test');
  return { email: `${firstName}.${lastName}@oeuvre.test`.toLowerCase(), firstName, lastName };
}

export const fullNameOf = (person: Person) => `${person.firstName} ${person.lastName}`;

/** Fills the provider's form (reached from /api/login or a Sign In button) and waits to be home, signed in. */
export async function completeSignIn(page: Page, person: Person): Promise<void> {
  await page.locator('input[name="email"]').fill(person.email);
  await page.locator('input[name="firstName"]').fill(person.firstName);
  await page.locator('input[name="lastName"]').fill(person.lastName);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
}

export async function signIn(page: Page, person: Person): Promise<void> {
  await page.goto('/api/login');
  await completeSignIn(page, person);
}

/** A browser context of the person's own, signed in. */
export async function signedIn(
  browser: Browser,
  person: Person,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, person);
  return { context, page };
}

export async function signedInAdmin(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  return signedIn(browser, { email: ADMIN_EMAIL, firstName: 'Ada', lastName: 'Admin' });
}
