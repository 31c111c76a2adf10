// The shared UI: each module is imported by its own path (`@oeuvre/ui/components/Button`), so a page loads only
// what it uses. This index lists nothing on purpose.
export {};
