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
    // The architecture's boundaries (docs/decisions/0038-code-layout-errors-and-logs.md): a wrong
    // import fails lint.
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
    // Pages link to each other through Next's <Link> (components/common/link.tsx, prefetched when a
    // person shows the intent to follow it): never a bare <a> to one of the site's paths, which
    // loads the whole document again.
    files: ["app/**/*.tsx", "components/**/*.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "JSXOpeningElement[name.name='a'] > JSXAttribute[name.name='href'] > Literal[value=/^\\/(?!\\/)/]",
          message: "A link to one of the site's pages is <Link> from @/components/common/link.",
        },
        {
          selector:
            "JSXOpeningElement[name.name='a'] > JSXAttribute[name.name='href'] > JSXExpressionContainer > TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/(?!\\/)/]",
          message: "A link to one of the site's pages is <Link> from @/components/common/link.",
        },
      ],
    },
  },
  {
    files: ["app/**/*.tsx", "components/**/*.tsx"],
    ignores: ["components/common/link.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "next/link",
              message:
                "Use @/components/common/link: Next's <Link>, prefetched when a person shows the intent to follow it.",
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
