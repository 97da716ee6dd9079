import { z } from "zod";

/**
 * Where an S3-compatible store keeps the uploads: the bucket, and for a
 * store other than AWS its endpoint. Credentials from the environment, or
 * the AWS SDK's own chain (`AWS_ACCESS_KEY_ID`, instance roles) when unset.
 */
export interface S3Settings {
  bucket: string;
  /** Keys are stored under this prefix (e.g. `formwright/`); empty for none. */
  prefix: string;
  region: string;
  /** An S3-compatible server (MinIO, Garage, R2, ...); undefined for AWS itself. */
  endpoint?: string;
  /** `bucket` in the path instead of the host name, as most S3-compatible servers want. */
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const s3EnvSchema = z
  .object({
    FORMWRIGHT_S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be an S3 bucket name (3-63 characters)")
      .optional(),
    FORMWRIGHT_S3_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9._/-]*$/, "may hold letters, digits, . _ - and /")
      .default(""),
    FORMWRIGHT_S3_REGION: z.string().min(1).default("us-east-1"),
    FORMWRIGHT_S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    FORMWRIGHT_S3_FORCE_PATH_STYLE: z.enum(["0", "1", "true", "false"]).optional(),
    FORMWRIGHT_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    FORMWRIGHT_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  })
  .refine(
    (e) => Boolean(e.FORMWRIGHT_S3_ACCESS_KEY_ID) === Boolean(e.FORMWRIGHT_S3_SECRET_ACCESS_KEY),
    {
      message:
        "FORMWRIGHT_S3_ACCESS_KEY_ID and FORMWRIGHT_S3_SECRET_ACCESS_KEY must be set together",
      path: ["FORMWRIGHT_S3_ACCESS_KEY_ID"],
    },
  );

/** The variables of the S3 storage (all optional; none is used without the bucket). */
export const S3_VARIABLES = Object.keys(s3EnvSchema.shape);

/**
 * The S3 settings of the environment, or null when `FORMWRIGHT_S3_BUCKET` is
 * not set (uploads then stay on the local disk). A bad value throws an error
 * naming the variable.
 *
 * @example
 * s3SettingsFromEnvironment({ FORMWRIGHT_S3_BUCKET: "forms", FORMWRIGHT_S3_ENDPOINT: "http://minio:9000" });
 * // { bucket: "forms", prefix: "", region: "us-east-1", endpoint: "http://minio:9000", forcePathStyle: true }
 */
export function s3SettingsFromEnvironment(
  env: Record<string, string | undefined>,
): S3Settings | null {
  const present = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => key.startsWith("FORMWRIGHT_S3_") && value !== ""),
  );
  const parsed = s3EnvSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${problems.join("\n")}`);
  }
  const e = parsed.data;
  if (!e.FORMWRIGHT_S3_BUCKET) {
    const stray = Object.keys(present)[0];
    if (stray) throw new Error(`Invalid environment:\n  ${stray}: needs FORMWRIGHT_S3_BUCKET`);
    return null;
  }
  const pathStyle = e.FORMWRIGHT_S3_FORCE_PATH_STYLE;
  return {
    bucket: e.FORMWRIGHT_S3_BUCKET,
    prefix: e.FORMWRIGHT_S3_PREFIX,
    region: e.FORMWRIGHT_S3_REGION,
    endpoint: e.FORMWRIGHT_S3_ENDPOINT,
    // Most S3-compatible servers want path-style addressing; AWS wants hosts.
    forcePathStyle:
      pathStyle === undefined
        ? Boolean(e.FORMWRIGHT_S3_ENDPOINT)
        : pathStyle === "1" || pathStyle === "true",
    credentials:
      e.FORMWRIGHT_S3_ACCESS_KEY_ID && e.FORMWRIGHT_S3_SECRET_ACCESS_KEY
        ? {
            accessKeyId: e.FORMWRIGHT_S3_ACCESS_KEY_ID,
            secretAccessKey: e.FORMWRIGHT_S3_SECRET_ACCESS_KEY,
          }
        : undefined,
  };
}
