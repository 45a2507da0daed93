import sharp from "sharp";

/** A real JPEG carrying camera and GPS EXIF, as a phone would upload it. */
export function jpegWithGps(width = 800, height = 600) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 120 } } })
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Phone 12", Copyright: "Secret Person" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "12/1 58/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "77/1 35/1 0/1" },
    })
    .jpeg()
    .toBuffer();
}

export const pngImage = (width = 400, height = 400) =>
  sharp({ create: { width, height, channels: 4, background: { r: 20, g: 120, b: 220, alpha: 1 } } })
    .png()
    .toBuffer();

/** Tiny on disk, about 100 megapixels once decoded. */
export const pixelFlood = () =>
  sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: { r: 0, g: 0, b: 0 } } })
    .png({ compressionLevel: 9 })
    .toBuffer();

export const svgImage = () =>
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');

/** A multipart body with one file part, as a browser's FormData would send it. */
export function multipart(field: string, file: Buffer, filename = "photo.jpg", contentType = "image/jpeg") {
  const boundary = `----devmatch${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** A picture with shapes on it (a flat colour would hash like any other flat colour), drawn from `seed`. */
export function patternImage(seed: number, { width = 600, height = 800 } = {}) {
  const shapes = Array.from({ length: 6 }, (_, index) => {
    const x = (seed * 97 + index * 131) % width;
    const y = (seed * 53 + index * 211) % height;
    const r = 40 + ((seed + index * 17) % 120);
    const shade = (seed * 29 + index * 71) % 256;
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="rgb(${shade},${255 - shade},${(shade * 3) % 256})"/>`;
  }).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="rgb(${(seed * 41) % 256},90,160)"/>${shapes}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}
