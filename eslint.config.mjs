import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypeScript from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTypeScript,
  {
    rules: {
      // A leading underscore marks a value taken out on purpose (e.g. a dropped honeypot field).
      "@typescript-eslint/no-unused-vars": [
        "warn",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
    },
  },
  {
    // The architecture's boundaries (docs/decisions.md, "Feature modules"): a wrong import fails lint.
    rules: {
      "import/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./content",
              from: ["./lib", "./components", "./app", "./server"],
              message: "content/ is the catalogue: it imports nothing above it.",
            },
            {
              target: "./lib",
              from: ["./components", "./app", "./server"],
              message: "lib/ serves components and pages; it never imports them.",
            },
            {
              target: "./components",
              from: "./app",
              message: "Components never import routes.",
            },
            {
              target: ["./lib/!(api)/**", "./lib/*.*"],
              from: "./lib/api",
              message:
                "Only lib/api knows HTTP: a feature takes a token and throws a domain error (lib/errors.ts).",
            },
            {
              target: ["./components/**", "./lib/client/**"],
              from: [
                "./lib/db/**",
                "./lib/api/**",
                "./lib/auth/**",
                // Their answer types (shapes.ts) and browser calls (client.ts) are the browser's.
                "./lib/mail/!(shapes|client).ts",
                "./lib/mail/*/**",
                "./lib/storage/!(shapes|client).ts",
                "./lib/dashboard/!(shapes|client).ts",
                // Each feature's server side: queries, access checks, transitions and messages.
                "./lib/*/{store,access,links,recovery,transitions,mails,totals,photos}.ts",
              ],
              message:
                "Browser code reaches the server through /api (a feature's client.ts), never its modules.",
            },
          ],
        },
      ],
    },
  },
  {
    ignores: [
      ".next/**",
      ".next-pseudo/**",
      "node_modules/**",
      ".data/**",
      "drizzle/**",
      "test-results/**",
      "playwright-report/**",
      "bench/fixture/**",
      "bench/static-copy/**",
      "next-env.d.ts",
    ],
  },
];

export default config;
