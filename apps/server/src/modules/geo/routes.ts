import { placeSchema } from "@devmatch/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { notFound } from "../../lib/errors.ts";
import { reverseGeocode } from "./reverse-geocode.ts";

export const geoRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app) => {
  app.get(
    "/geo/reverse",
    {
      schema: {
        tags: ["geo"],
        response: { 200: z.object({ data: placeSchema }) },
        querystring: z.object({
          lat: z.coerce.number({ error: "lat must be a number" }).min(-90).max(90),
          lng: z.coerce.number({ error: "lng must be a number" }).min(-180).max(180),
        }),
      },
    },
    async (request) => {
      const place = reverseGeocode(request.query.lat, request.query.lng);
      if (!place) throw notFound("No city found near these coordinates. Type your city instead.");
      return { data: place };
    },
  );
};
