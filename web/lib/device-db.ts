/** The device-local IndexedDB database (SPEC.md section 3: targetSecond and qno_id). */
const DEVICE_DB_NAME = "quizzy-device";

/** Resolves once the database is gone, or could not be deleted; sign-out must not hang on it. */
export function deleteDeviceDatabase(): Promise<void> {
  if (typeof indexedDB === "undefined") return Promise.resolve();
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(DEVICE_DB_NAME);
    request.onsuccess = () => resolve();
    request.onerror = () => {
      console.error("Could not delete the device database", request.error);
      resolve();
    };
    // Another tab still has it open: it is deleted when that tab closes it.
    request.onblocked = () => resolve();
  });
}
