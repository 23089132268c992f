// cognito-local loads AWS SDK v2 (its Lambda and KMS clients, for triggers this emulator never configures),
// which prints an end-of-support notice on load unless told not to. Imported before cognito-local.
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE ??= '1';
