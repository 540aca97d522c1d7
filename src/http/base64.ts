/** Encodes bytes as standard base64 (with padding). */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  // Chunked so a large body never hits the engine's argument-count limit in String.fromCharCode.
  for (let offset = 0; offset < bytes.length; offset += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + 0x8000));
  }
  return btoa(binary);
}

/** Encodes bytes as unpadded base64url (RFC 4648 §5), safe in URLs and fragments. */
export function bytesToBase64Url(bytes: Uint8Array): string {
  return bytesToBase64(bytes).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** Encodes a string's UTF-8 bytes as unpadded base64url. */
export function textToBase64Url(text: string): string {
  return bytesToBase64Url(new TextEncoder().encode(text));
}
