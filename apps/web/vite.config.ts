import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiTarget = process.env.API_URL ?? "http://localhost:3000";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: { outDir: "dist", sourcemap: true },
  server: {
    port: 5173,
    proxy: {
      "/api": {
        target: apiTarget,
        ws: true,
        // The API refuses cross-origin writes; in development the dev server stands in for the app's origin.
        configure: (proxy) => {
          proxy.on("proxyReq", (request) => request.setHeader("origin", apiTarget));
        },
      },
    },
  },
});
