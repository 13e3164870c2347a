// A setup file of bench/vitest.config.ts, run before anything imports React: React picks its build from
// NODE_ENV when first loaded, and the bench measures the build shoppers run. The reports say which build
// actually ran (only the development build exports a working 'act').
process.env.NODE_ENV = 'production';
