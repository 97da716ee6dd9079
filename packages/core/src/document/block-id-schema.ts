import { z } from "zod";
import { documentMessages } from "./document-messages";

/**
 * Optional stable identifier of a block, for the editor (drag and drop,
 * selection). Unique within a form when given; not part of any submission.
 *
 * @example
 * blockIdSchema.parse("b_01HZX");
 */
export const blockIdSchema = z.string().min(1, { error: documentMessages.empty });
