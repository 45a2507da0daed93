import { placeSchema } from "@devmatch/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { notFound } from "../../lib/errors.ts";
import { searchCities } from "./gazetteer.ts";
import { reverseGeocode } from "./reverse-geocode.ts";

const CITY_CHOICES = 8;

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

  // The list a member picks their city from, so a typed city has a position for distances.
  app.get(
    "/geo/cities",
    {
      schema: {
        tags: ["geo"],
        response: { 200: z.object({ data: z.array(placeSchema) }) },
        querystring: z.object({ q: z.string().trim().max(80) }),
      },
    },
    async (request) => ({ data: searchCities({ query: request.query.q, limit: CITY_CHOICES }) }),
  );
};
