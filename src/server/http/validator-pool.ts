import { AjvCompiler } from '@fastify/ajv-compiler';

/**
 * One pool of Ajv validators for every server this process builds. Fastify's default is a pool per
 * server, whose first Ajv compiles JSON Schema's own meta-schema before any route's: a process
 * that builds many servers (the test suite builds hundreds) paid that each time, a tenth of a
 * second on two cores. The pool keeps one Ajv per set of options and shared schemas, as Fastify's
 * does, and Ajv keeps each compiled route schema by the schema object itself.
 */
export const sharedValidatorPool = AjvCompiler();
