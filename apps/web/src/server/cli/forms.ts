/**
 * `npm run forms -- validate <file> [file ...]`: checks form files the way
 * start-up does, naming each problem by its JSON path. Exits 1 on any problem.
 */
import { readFormFile } from "../services/form-file";

const usage = "usage: npm run forms -- validate <file.json> [more.json ...]";

async function main(argv: string[]): Promise<number> {
  const [command, ...files] = argv;
  if (command !== "validate" || files.length === 0) {
    console.error(usage);
    return 2;
  }
  let failures = 0;
  for (const file of files) {
    try {
      const document = await readFormFile(file);
      console.log(`${file}: valid (slug "${document.slug}", ${document.blocks.length} blocks)`);
    } catch (error) {
      failures++;
      console.error((error as Error).message);
    }
  }
  return failures === 0 ? 0 : 1;
}

main(process.argv.slice(2)).then((code) => process.exit(code));
