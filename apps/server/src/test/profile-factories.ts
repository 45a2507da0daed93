import { API_CLIENT_HEADER } from "@devmatch/shared";
import { jpegWithGps, multipart } from "./images.ts";
import type { TestApp } from "./test-app.ts";

/** A signed-in request helper bound to one session cookie. */
export function as(testApp: Pick<TestApp, "app">, cookie: string) {
  const send = (method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload?: object) =>
    testApp.app.inject({
      method,
      url,
      // As the web client does: every state-changing request carries the client header.
      headers: { cookie, ...(method === "GET" ? {} : { [API_CLIENT_HEADER]: "web" }) },
      ...(payload === undefined ? {} : { payload }),
    });
  return {
    cookie,
    get: (url: string) => send("GET", url),
    post: (url: string, payload: object = {}) => send("POST", url, payload),
    put: (url: string, payload: object = {}) => send("PUT", url, payload),
    patch: (url: string, payload: object = {}) => send("PATCH", url, payload),
    delete: (url: string) => send("DELETE", url),
    upload: async (url: string, field: string, file: Buffer, filename?: string, contentType?: string) => {
      const body = multipart(field, file, filename, contentType);
      return testApp.app.inject({
        method: "POST",
        url,
        payload: body.payload,
        headers: { ...body.headers, cookie, [API_CLIENT_HEADER]: "web" },
      });
    },
  };
}

export type Client = ReturnType<typeof as>;

export const stepBodies = {
  0: {
    dateOfBirth: "1996-04-12",
    gender: "Female",
    religion: "Other",
    height: { feet: 5, inches: 5 },
    bio: "I write compilers and climb rocks.",
  },
  1: { location: { city: "Bengaluru", state: "Karnataka", country: "India", coordinates: [77.5946, 12.9716] } },
  2: {
    profession: "Backend Developer",
    company: { name: "Lambda Labs", position: "SDE 2", isCurrentlyWorking: true },
    ctcRange: "15-25",
  },
  3: { education: { college: "IIT Madras", degree: "B.Tech", graduationYear: 2018, isStudent: false } },
  5: { socialLinks: { github: "https://github.com/example", linkedin: "" } },
  6: { skills: ["TypeScript", "Rust", "PostgreSQL"], interests: ["Climbing"] },
  7: {
    preferences: {
      ageRange: { min: 24, max: 34 },
      distance: 40,
      genders: ["Male", "Other"],
      religions: [],
      professions: [],
    },
  },
} as const;

/** Uploads a photo and saves every onboarding step through the API, as the wizard does. */
export async function completeOnboarding(client: Client) {
  const upload = await client.upload("/api/profile/upload-photo", "photo", await jpegWithGps());
  const photoId = upload.json().data.photos[0].id as string;
  const bodies: Record<number, object> = { ...stepBodies, 4: { photos: [{ publicId: photoId }] } };
  let last = upload;
  for (let step = 0; step < 8; step++) {
    last = await client.post(`/api/onboarding/step/${step}`, bodies[step]);
    if (last.statusCode !== 200) throw new Error(`step ${step}: ${last.statusCode} ${last.body}`);
  }
  return last.json();
}
