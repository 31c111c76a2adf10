// @oeuvre/contract: the one source of schemas, types, routes, constants and messages.
export * from './constants.ts';
export * from './images.ts';
export * from './directory-search.ts';
export * from './venue-search.ts';
export * from './display-name.ts';
export * from './messages.ts';
export * from './schemas/index.ts';
export * from './sections.ts';
export * from './section-definition.ts';
export * from './published-shape.ts';
export * from './cv-line.ts';
export * from './cv-outputs.ts';
export * from './routes.ts';
export * from './public-routes.ts';
export * from './json-schema.ts';
export * from './openapi.ts';
