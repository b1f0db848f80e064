/**
 * The one SHA-256 of the Worker: the same hex digest the browser's receipt check uses, so a
 * reference or a key hashed here reads the same on both sides.
 */
export { sha256Hex } from "../contract/encoding";
