// What the API answers, as plain types: imported by the data layer that builds these answers,
// the route handlers and the browser's calls alike (no server code comes with them).
