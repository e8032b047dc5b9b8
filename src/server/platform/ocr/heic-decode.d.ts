// heic-decode ships no types; this is the part of its API Nido uses (README of heic-decode 2.x).
declare module 'heic-decode' {
  type DecodedImage = { width: number; height: number; data: Uint8ClampedArray };
  type Input = { buffer: Buffer | ArrayBuffer | Uint8Array };
  /** Each image of the file with its size, decoded only when asked; `dispose` frees them all. */
  type LazyImage = { width: number; height: number; decode(): Promise<DecodedImage> };
  function decode(input: Input): Promise<DecodedImage>;
  namespace decode {
    function all(input: Input): Promise<LazyImage[] & { dispose(): void }>;
  }
  export default decode;
}
