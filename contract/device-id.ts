/**
 * The shape of the device id a browser keeps in storage (SPEC.md section 3's
 * `device_id`): the trial's key, offered to the socket too. Plain, without zod, so the
 * SPA's first chunks and its socket chunk can check it without loading a schema library.
 */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
