// An OpenAPI 3.1 document generated from the route table.
import type { Route } from './routes/define.ts';
import type { OpenApiDocument } from './schemas/common.ts';
import { isOptionalSchema, objectEntries, toJsonSchema, type JsonSchema } from './json-schema.ts';

export interface OpenApiOptions {
  title?: string;
  version?: string;
  serverUrl?: string;
  /** Name of the session cookie, for the security scheme. */
  sessionCookie?: string;
}

const ERROR_REF = { $ref: '#/components/schemas/ApiError' };
const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ERROR_REF } },
});

function tagOf(route: Route): string {
  const [area, sub] = route.id.split('.');
  return area === 'admin' || area === 'sections' ? `${area}.${sub}` : (area as string);
}

function parameters(route: Route): JsonSchema[] {
  const list: JsonSchema[] = [];
  for (const [name, schema] of Object.entries(objectEntries(route.params))) {
    list.push({ name, in: 'path', required: true, schema: toJsonSchema(schema) });
  }
  if (route.query) {
    for (const [name, schema] of Object.entries(objectEntries(route.query))) {
      list.push({ name, in: 'query', required: !isOptionalSchema(schema), schema: toJsonSchema(schema) });
    }
  }
  return list;
}

function requestBody(route: Route): JsonSchema | undefined {
  if (route.contentType === 'multipart') {
    const schema = route.body ? toJsonSchema(route.body) : { type: 'object', properties: {} };
    const properties = schema.properties as Record<string, JsonSchema>;
    for (const field of route.files ?? []) properties[field] = { type: 'string', format: 'binary' };
    // A route that also takes JSON takes its text fields instead of a file: the file is then optional.
    if (!route.acceptsJson) schema.required = [...((schema.required as string[] | undefined) ?? []), ...(route.files ?? [])];
    const json = route.acceptsJson && route.body ? { 'application/json': { schema: toJsonSchema(route.body) } } : {};
    return { required: true, content: { 'multipart/form-data': { schema }, ...json } };
  }
  if (!route.body) return undefined;
  return { required: true, content: { 'application/json': { schema: toJsonSchema(route.body) } } };
}

function responses(route: Route): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (route.navigation) {
    out['302'] = { description: 'Redirect' };
  } else if (route.produces) {
    out['200'] = {
      description: 'The document',
      content: { [route.produces]: { schema: { type: 'string', format: 'binary' } } },
    };
  } else if (route.response === 'empty') {
    out['204'] = { description: 'Done, no content' };
  } else {
    const content = route.response
      ? { 'application/json': { schema: toJsonSchema(route.response) } }
      : undefined;
    out[String(route.status ?? 200)] = { description: 'Success', ...(content ? { content } : {}) };
    if (route.alsoStatus) out[String(route.alsoStatus)] = { description: 'Accepted: still in progress', ...(content ? { content } : {}) };
  }
  const hasInput =
    route.body || route.query || Object.keys(objectEntries(route.params)).length > 0 || route.files;
  if (hasInput) out['400'] = errorResponse('Invalid input; message says which rule failed');
  if (route.access !== 'public') out['401'] = errorResponse('Not signed in');
  if (route.access !== 'public' && route.access !== 'user') out['403'] = errorResponse('Not allowed');
  if (Object.keys(objectEntries(route.params)).length > 0) out['404'] = errorResponse('Not found');
  if (route.contentType === 'multipart') {
    out['413'] = errorResponse('File too large');
    out['415'] = errorResponse('Wrong file type');
  }
  return out;
}

export function buildOpenApi(routes: readonly Route[], options: OpenApiOptions = {}): OpenApiDocument {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    const operation: JsonSchema = {
      operationId: route.id,
      summary: route.summary,
      tags: [tagOf(route)],
      'x-access': route.access,
      security: route.access === 'public' ? [] : [{ session: [] }, { bearer: [] }],
      responses: responses(route),
    };
    const params = parameters(route);
    if (params.length > 0) operation.parameters = params;
    const body = requestBody(route);
    if (body) operation.requestBody = body;
    (paths[path] ??= {})[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: options.title ?? 'Oeuvre API',
      version: options.version ?? '1.0.0',
      description: 'Artist CVs, the public directory, support and connections, and administration.',
    },
    ...(options.serverUrl ? { servers: [{ url: options.serverUrl }] } : {}),
    paths,
    components: {
      schemas: {
        ApiError: {
          type: 'object',
          properties: { message: { type: 'string' }, field: { type: 'string' } },
          required: ['message'],
        },
      },
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: options.sessionCookie ?? 'oeuvre.sid' },
        bearer: { type: 'http', scheme: 'bearer', description: 'Desktop admin token' },
      },
    },
  };
}
