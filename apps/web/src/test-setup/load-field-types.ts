// Vitest setup: every field type's definition, as the server loads them at
// start (services are tested without starting the server).
import { loadAllFieldTypes } from "@formwright/core";

await loadAllFieldTypes();
