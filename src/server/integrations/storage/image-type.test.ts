import { describe, expect, it } from 'vitest';
import { declaredImageType, detectImageType } from './image-type';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('image types by magic number', () => {
  it('recognises JPEG, PNG, GIF and WebP', () => {
    expect(detectImageType(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toBe('image/jpeg');
    expect(detectImageType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe('image/png');
    expect(detectImageType(bytes('GIF89a', [1, 0]))).toBe('image/gif');
    expect(detectImageType(bytes('GIF87a'))).toBe('image/gif');
    expect(detectImageType(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses anything else, including a RIFF that is not WebP and truncated headers', () => {
    expect(detectImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(detectImageType(bytes('RIFF', [0, 0, 0, 0], 'WAVE'))).toBeNull();
    expect(detectImageType(bytes([0x89], 'PN'))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
  });

  it('reads the declared type from a Content-Type header', () => {
    expect(declaredImageType('image/png')).toBe('image/png');
    expect(declaredImageType('IMAGE/JPG; charset=binary')).toBe('image/jpeg');
    expect(declaredImageType('image/svg+xml')).toBeNull();
    expect(declaredImageType(undefined)).toBeNull();
  });
});
