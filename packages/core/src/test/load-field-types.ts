// Vitest setup: every field type's definition, as the server has them (the
// browser loads only the types a form uses).
import { loadAllFieldTypes } from "../field-types/registry";

await loadAllFieldTypes();
