import { IMAGE_UPLOAD_FIELD, type ImageUploadResponse } from "../../contract/images";
import { pathTo } from "../../contract/route";
import { platformRoutes } from "../../contract/routes/platform";
import { type Audience, authorizationFor, refusal, unreachable } from "./api-client";
import { jsonOf } from "./reply-body";

/**
 * Uploads a question image (`POST /admin/images`) as multipart/form-data and answers where
 * it is served. XMLHttpRequest rather than fetch: only it reports an upload's progress,
 * which `onProgress` hears as a share from 0 to 1. Refusals are ApiRequestErrors, as every
 * other call's are; an abort rejects with the signal's reason.
 */
export function uploadImage(
  file: File,
  audience: Extract<Audience, "admin" | "userAdmin">,
  onProgress: (share: number) => void,
  signal?: AbortSignal,
): Promise<ImageUploadResponse> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(platformRoutes.uploadImage.method, pathTo(platformRoutes.uploadImage));
    request.setRequestHeader("Accept", "application/json");
    const authorization = authorizationFor(audience);
    if (authorization) request.setRequestHeader("Authorization", authorization);
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      const payload = jsonOf(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        resolve(payload as ImageUploadResponse);
      } else {
        reject(refusal(request, payload, audience));
      }
    });
    request.addEventListener("error", () => reject(unreachable(new Error("upload failed"))));
    request.addEventListener("abort", () => reject(signal?.reason ?? new Error("aborted")));
    signal?.addEventListener("abort", () => request.abort(), { once: true });
    const form = new FormData();
    form.append(IMAGE_UPLOAD_FIELD, file, file.name);
    request.send(form);
  });
}
