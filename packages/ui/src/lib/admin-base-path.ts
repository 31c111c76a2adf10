/** Where the admin area is mounted on the site and in the desktop app: every page's links know it, only the admin area
 * its sections (admin-navigation.ts). */
export const ADMIN_BASE_PATH = '/admin';
