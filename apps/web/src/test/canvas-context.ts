// jsdom has no canvas. chart.js only needs a 2D context whose methods exist, so every unknown
// property is a no-op function and assigned properties are remembered. This lets pages with charts
// mount in tests; what is drawn is asserted through the props/config instead.
function createContext2d(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const known: Record<PropertyKey, unknown> = {
    canvas,
    measureText: (text: string) => ({
      width: text.length * 6,
      actualBoundingBoxAscent: 8,
      actualBoundingBoxDescent: 2,
    }),
    getImageData: () => ({ data: new Uint8ClampedArray(4) }),
    createLinearGradient: () => ({ addColorStop: () => {} }),
    createRadialGradient: () => ({ addColorStop: () => {} }),
    createPattern: () => ({}),
    getLineDash: () => [],
    getTransform: () => ({ a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 }),
    isPointInPath: () => false,
  };
  const noop = () => {};
  return new Proxy(known, {
    get: (target, key) => (key in target ? target[key] : noop),
    set: (target, key, value) => {
      target[key] = value;
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
}

export function installCanvasContext(): void {
  Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', {
    configurable: true,
    writable: true,
    value(this: HTMLCanvasElement, type: string) {
      return type === '2d' ? createContext2d(this) : null;
    },
  });
}
