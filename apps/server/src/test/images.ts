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
