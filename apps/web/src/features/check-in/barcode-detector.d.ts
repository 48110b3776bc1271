// The Barcode Detection API (Chromium, Safari 17+) is not yet in TypeScript's DOM library.
interface DetectedBarcode {
  rawValue: string;
}

declare class BarcodeDetector {
  constructor(options?: { formats: string[] });
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
