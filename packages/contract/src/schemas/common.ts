// Shapes every part of the API shares: errors, uploads, health.
import * as v from 'valibot';
import { isImageUrl } from './fields.ts';

/** Every error response: `{ message }`, with `field` naming the input at fault when there is one. */
export const apiErrorBody = v.object({ message: v.string(), field: v.optional(v.string()) });
export const uploadResult = v.object({ fileUrl: v.pipe(v.string(), v.check(isImageUrl)) });
export const healthStatus = v.object({ status: v.literal('ok') });
export const openApiDocument = v.looseObject({
  openapi: v.string(),
  paths: v.record(v.string(), v.unknown()),
});

export type ApiErrorBody = v.InferOutput<typeof apiErrorBody>;
export type UploadResult = v.InferOutput<typeof uploadResult>;
export type HealthStatus = v.InferOutput<typeof healthStatus>;
export type OpenApiDocument = v.InferOutput<typeof openApiDocument>;
