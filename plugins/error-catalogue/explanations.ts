/**
 * What each documented error message means and what to do about it, in Spanish, keyed by the
 * verbatim message (a UUID in it written `{uuid}`: it is the example's data, not the message).
 * Written from the product spec (§5 validation rules, §6 authentication, §8 error catalogue);
 * the build fails if a message in the specs has no entry here.
 */
export interface Explanation {
  /** «Qué significa». */
  meaning: string;
  /** «Qué hacer». */
  action: string;
}

const required = (field: string, rule = '', where = 'en el cuerpo de la petición'): Explanation => ({
  meaning: `Falta el campo \`${field}\`, que la operación exige.`,
  action: `Envía \`${field}\` ${where}.${rule ? ` ${rule}` : ''} El mensaje llega en el mapa de errores por campo; puede venir junto a otros campos.`,
});

const notText = (field: string, what: string): Explanation => ({
  meaning: `\`${field}\` no es texto.`,
  action: `Envía en \`${field}\` ${what}, como cadena de texto.`,
});

const notInteger = (field: string, what: string): Explanation => ({
  meaning: `\`${field}\` no es un número entero.`,
  action: `Envía \`${field}\` como entero (sin comillas ni decimales): ${what}.`,
});

const tooLong = (field: string, limit: string): Explanation => ({
  meaning: `El valor de \`${field}\` es más largo de lo permitido (${limit}).`,
  action: `Acorta \`${field}\` a ${limit} como máximo y repite la petición.`,
});

const notFound = (what: string, where = 'el identificador de la ruta'): Explanation => ({
  meaning: `No existe ${what} con el identificador que enviaste (o ya fue eliminado).`,
  action: `Revisa ${where}: debe ser el identificador que devolvió la API para ${what}. Puedes listar los registros para encontrar el correcto.`,
});

const fileType = (field: string, types: string): Explanation => ({
  meaning: `El archivo de \`${field}\` no es de un tipo aceptado.`,
  action: `Envía en \`${field}\` un archivo ${types}, como parte de un cuerpo multipart/form-data.`,
});

const selectedInvalid = (field: string, hint: string): Explanation => ({
  meaning: `El valor de \`${field}\` no es uno de los aceptados.`,
  action: `Usa uno de los valores que documenta la operación para \`${field}\`. ${hint}`.trim(),
});

/** Visionary's answer when the file is another kind of document: a 200 with only `message`. */
const wrongDocument = (expected: string): Explanation => ({
  meaning: `La respuesta es \`200\` sin \`data\`: no hubo extracción. El archivo no es ${expected}, el documento que espera la operación.`,
  action: 'Pide a tu usuario el documento correcto y repite la petición; revisa siempre si la respuesta trae `data` antes de leerla.',
});

const unauthorized: Explanation = {
  meaning: 'La llave de API falta, no es válida o no tiene acceso a este recurso.',
  action:
    'Envía tu llave en el encabezado que pide la API (`Rem-Apikey`; en Verification, `x-api-key` o `Rem-Apikey`) y comprueba que sea la del entorno al que llamas. Una llave ausente o incorrecta responde 401 o 403.',
};

const serverError: Explanation = {
  meaning: 'El servidor no pudo completar la petición por un error propio, no por los datos que enviaste.',
  action: 'Repite la petición más tarde. Si persiste, escribe a soporte con la hora, la operación y el cuerpo que enviaste (sin tu llave).',
};

export const explanations: Record<string, Explanation> = {
  // Autenticación (§6)
  'Failed authorization': unauthorized,
  'Missing authorization token': {
    meaning: 'La llamada pública (firmante o documento) llegó sin el token temporal.',
    action:
      'Envía `Authorization: Bearer <token>` con el token que creó la API (por ejemplo `GET /signers/{id}/create-token` o `GET /documents/{id}/public-token`). Los tokens caducan tras `expires_in` minutos y el del firmante deja de servir cuando firma con `finish = 1` o se revoca.',
  },

  // Errores del servidor
  'Connection error': serverError,
  'Internal server error': serverError,
  'An error occurred': serverError,

  // Validación genérica de Verification, Visionary y Vision
  'Bad request': {
    meaning: 'La petición no tiene la forma que la operación espera.',
    action:
      'Compara el cuerpo y los parámetros con el contrato de la operación; el detalle de cada campo, cuando lo hay, llega en el mismo cuerpo de error.',
  },
  'Unprocessable entity': {
    meaning: 'Los datos tienen la forma esperada pero algún campo no cumple sus reglas.',
    action: 'Lee el mapa `errors`: nombra cada campo y la regla que no cumple. Corrígelo y repite la petición.',
  },
  'Validation failed': {
    meaning: 'El cuerpo de la validación de INE no cumple el contrato.',
    action:
      'Lee la lista `details`: cada elemento trae `path`, `code`, `message` e `info` del campo que falló. El cuerpo exige `type`, `ocr` y `cic`.',
  },
  "must have required property 'cic'": required('cic', 'La validación de INE exige `type`, `ocr` y `cic`.'),
  'Missing required parameter: webhook': {
    meaning: 'Falta el parámetro de consulta `webhook` en `POST /validate`.',
    action: 'Añade `?webhook=<tu URL>` a la ruta: el resultado de la validación de INE llega a esa URL por webhook.',
  },
  Conflict: {
    meaning: 'La CURP existe, pero su estatus en el registro no permite confirmarla (ver `errors.status_curp` y `errors.message_renapo`).',
    action: 'Revisa `status_curp` y `message_renapo` en el cuerpo; la CURP no se puede confirmar en ese estado.',
  },
  'CURP not found': {
    meaning: 'La CURP no se encuentra en la base de datos del registro.',
    action: 'Comprueba la CURP con la persona (18 caracteres, sin espacios). El detalle del registro llega en `errors.message_renapo`.',
  },
  'The curp field is required.': required('curp', 'La CURP tiene exactamente 18 caracteres.'),
  'The rfc field is required.': required('rfc', '`name` y `postal_code` son opcionales y se envían juntos.'),
  'The birth date field is required.': required(
    'birth_date',
    'Las búsquedas inversas de RFC y de CURP exigen la fecha de nacimiento junto con el nombre y los demás datos personales.',
  ),
  'The curp field must be 18 characters.': {
    meaning: 'La CURP enviada no tiene 18 caracteres.',
    action: 'Envía la CURP completa, de exactamente 18 caracteres.',
  },
  'The curp must be 18 characters.': {
    meaning: 'La CURP enviada no tiene 18 caracteres.',
    action: 'Envía la CURP completa, de exactamente 18 caracteres (crear persona desde CURP la exige así).',
  },

  // Vision
  '[type] field must be one of: INE, INE_REVERSO': {
    meaning: 'El campo `type` del OCR no es `INE` ni `INE_REVERSO`.',
    action: 'Envía `type=INE` para el frente de la credencial o `type=INE_REVERSO` para el reverso.',
  },
  'Unable to detect document, please check the image quality and document type.': {
    meaning: 'El OCR no encontró una credencial INE en la imagen.',
    action: 'Envía una foto nítida y completa del lado que indica `type` (frente o reverso) y comprueba que sea una credencial INE.',
  },

  // Black Lists y Lexi
  'query field is required': required(
    'query',
    'En Black Lists es texto o un objeto con `full_name`, `alias`, `tax_id` o `curp`; en Lexi, el nombre a buscar.',
  ),

  // Visionary
  'No [file] provided': {
    meaning: 'La extracción se llamó sin archivo.',
    action: 'Envía el documento en el campo `file` de un cuerpo multipart/form-data (y `password` si el archivo está protegido).',
  },
  'Invalid file type': {
    meaning: 'El tipo del archivo enviado no se acepta para la extracción.',
    action: 'Envía el documento en otro formato; antes de aceptar archivos de tus usuarios, prueba en tu entorno qué formatos pasan.',
  },

  // Workflows
  'Person not found': {
    meaning: 'El `people_uuid` no corresponde a ninguna persona.',
    action: 'Envía el `id` de una persona existente de People, o quita `people_uuid` y añade un paso `enroll_full` o `enroll_basic`.',
  },
  'The steps field is required.': required('steps', 'Un workflow lleva al menos un paso, sin repetidos.'),
  'Syntax error: variable "person.nombre" is not valid around position 3': {
    meaning: 'La expresión usa una variable que no existe, cerca de la posición indicada.',
    action:
      'Corrige la variable de la expresión y vuelve a validarla con `POST /workflows/template-bindings/validate-expression-sintax` antes de guardarla.',
  },
  'The name field is required.': required('name', 'Los nombres admiten hasta 255 caracteres.'),
  'The file field is required.': required('file', '', 'como parte del cuerpo multipart/form-data'),
  'The knockout rules field is required.': required('knockout_rules'),

  // Signt
  "Document has already been signed, can't make changes": {
    meaning: 'El documento ya está firmado; después de firmar no se puede llenar, añadir firmantes ni campos de firma.',
    action: 'Haz los cambios antes de firmar, o crea un documento nuevo (por ejemplo con `POST /documents/{id}/duplicate`).',
  },
  'Document has not been generated': {
    meaning: 'El documento aún no se genera; firmar, descargar y previsualizar necesitan un documento generado.',
    action: 'Llena todos los campos y llama `GET /documents/{id}/generate`; después repite la llamada.',
  },
  missing_fields: {
    meaning:
      'No se pudo generar el documento: faltan campos por llenar. `missing_fields` lista cada uno con `name` y `template_element_id`.',
    action: 'Llena los campos de la lista con `POST /documents/{id}/fill-elements` y vuelve a generar.',
  },
  'Document has not been signed': {
    meaning: 'El PDF enviado a verificar no tiene firma.',
    action: 'Envía el PDF firmado (máximo 2 MB) que quieres verificar.',
  },
  'Document PDF not found': notFound('el PDF del documento', 'que el documento exista y esté generado'),
  'Could not verify signature, please check your certificate and digital signature.': {
    meaning: 'La firma no se pudo verificar con el certificado enviado.',
    action: 'Comprueba que `cer` y la firma correspondan al mismo certificado de la FIEL y que sean los archivos correctos.',
  },
  'Document already signed.': {
    meaning: 'Ya existe una constancia NOM 151 para ese documento.',
    action: 'Consulta la existente con `GET /external/{sha256}` en lugar de crearla otra vez.',
  },
  'El revisor no fue encontrado': notFound('un revisor'),
  'Revisor no encontrado': notFound('un revisor'),
  'Revisor o documento no encontrado': notFound('el revisor o el documento', 'el `id` del revisor y el `document_id`'),
  'Revisor o endoso no encontrado': notFound('el revisor o el endoso', 'el `id` del revisor y el `endorsement_id`'),
  'El campo nombre es obligatorio.': required('name', 'Lo exige la creación de revisores.'),
  'El campo correo electrónico debe tener al menos 5 caracteres.': {
    meaning: 'El correo del revisor es demasiado corto.',
    action: 'Envía un correo de entre 5 y 100 caracteres.',
  },
  'The cer field is required.': required('cer', 'Es el certificado de la FIEL.'),
  'The type field is required.': required('type'),
  'The time to approve field is required.': required('time_to_approve'),
  'The fields field is required.': required('fields', '`fill-elements` exige al menos un campo.'),
  'The file field must not be greater than 2048 kilobytes.': {
    meaning: 'El archivo pesa más de 2 MB.',
    action: 'Envía un archivo de 2 MB (2048 KB) como máximo.',
  },
  'The sha256 field must be 64 characters.': {
    meaning: 'El `sha256` no tiene 64 caracteres.',
    action: 'Envía el hash SHA-256 del archivo en hexadecimal: exactamente 64 caracteres.',
  },
  'The message must not be greater than 255 characters.': tooLong('message', '255 caracteres'),
  'The signers.0.expires in must be an integer.': notInteger(
    'expires_in',
    'los minutos de vigencia del acceso del firmante; `0` significa que no vence',
  ),
  'The signers.0.meta_signs.0.page field must be at least 1.': {
    meaning: 'La página de un campo de firma es menor que 1.',
    action: 'En `meta_signs`, `page` empieza en 1; `top`, `left`, `width` y `height` son números desde 0.',
  },
  'No query results for ExternalDocuments': notFound('un documento externo', 'el `sha256` de la ruta'),

  // People
  'File not found.': notFound('un archivo', 'el `id` del archivo y el modelo al que pertenece'),
  // The product names these models only in words: their examples show the message without a model (openapi/README.md).
  'No query results for model': notFound('el registro que pediste', 'el identificador que enviaste, en la ruta o en el cuerpo'),
  'No query results for model [Address]': notFound('un domicilio'),
  'No query results for model [Biometric]': notFound('un registro biométrico'),
  'No query results for model [PeopleGroup]': notFound('un grupo de personas'),
  'No query results for model [Person]': notFound('una persona', 'el `id` de la persona (en la ruta o en `person_id`)'),
  'No query results for model [PersonContactData]': notFound('un contacto'),
  'The account field is required.': required('account', 'Los datos bancarios exigen `person_id`, `bank`, `account` y `clabe`.'),
  'The clabe field is required.': required('clabe', 'La CLABE tiene 18 dígitos.'),
  'The ids field is required.': required('ids', 'Es la lista de identificadores (`uuid`) de las personas que buscas.'),
  'The bank data.clabe field must be 18 characters.': {
    meaning: 'La CLABE de `bank_data` no tiene 18 dígitos.',
    action: 'Envía en `bank_data.clabe` la CLABE completa de 18 dígitos.',
  },
  'The class field is required.': required('class', 'Crear una validación exige `name`, `class` y `config`.'),
  'The config field is required.': required('config'),
  'The current occupation field must not be greater than 255 characters.': tooLong('current_occupation', '255 caracteres'),
  'The account must not be greater than 255 characters.': tooLong('account', '255 caracteres'),
  'The custom catalog id must be a string.': notText('custom_catalog_id', 'el identificador del catálogo destino'),
  'The expires in min must be an integer.': notInteger('expires_in_min', 'los minutos de vigencia de la URL temporal'),
  'The files.0.model id must be a string.': notText('model_id', 'el identificador del registro de cada elemento de `files`'),
  'The label must not be greater than 255 characters.': tooLong('label', '255 caracteres'),
  'The dependents field must be an integer.': {
    meaning: '`dependents` no es un número entero.',
    action: 'Envía `dependents` como entero (sin comillas ni decimales).',
  },
  'The document id field is required.': required('document_id', 'Crear un firmante exige `document_id` y `password`.'),
  'The file must be a file of type: xlsx, csv.': fileType('file', 'CSV o XLSX'),
  'The file must not be greater than 2048 kilobytes.': {
    meaning: 'El archivo pesa más de 2 MB.',
    action: 'Envía un archivo de 2 MB (2048 KB) como máximo.',
  },
  'The first lastname field is required.': required(
    'first_lastname',
    'Crear una persona exige `national_id`, `name`, `first_lastname` y `second_lastname`.',
  ),
  'The ine front field is required.': required('ine_front', 'Es la imagen JPG o PNG del frente de la INE.'),
  'The ine front must be a file of type: jpg, png.': fileType('ine_front', 'JPG o PNG'),
  'The ine reverse must be a file of type: jpg, png.': fileType('ine_reverse', 'JPG o PNG'),
  'The model field is required.': required(
    'model',
    'Guardar, listar o eliminar los archivos de un registro exige `model` y `model_id`.',
    'en el cuerpo o en la consulta, según la operación',
  ),
  'The monthly income field is required.': required('monthly_income'),
  'The name field must be a string.': {
    meaning: '`name` no es texto.',
    action: 'Envía `name` como cadena de texto (máximo 255 caracteres).',
  },
  'The name must not be greater than 255 characters.': tooLong('name', '255 caracteres'),
  'The national id field is required.': required(
    'national_id',
    'Crear una persona exige `national_id`, `name`, `first_lastname` y `second_lastname`.',
  ),
  'The password field is required.': required('password'),
  'The person data.name must not be greater than 255 characters.': tooLong('person_data.name', '255 caracteres'),
  'The person id field is required.': required('person_id', 'Es el `id` de la persona a la que pertenece el registro.'),
  'The person relation id field is required.': required(
    'person_relation_id',
    'Las referencias exigen `person_id`, `name`, `phone` y `person_relation_id`.',
  ),
  'The phone field is required.': required('phone', 'El teléfono lleva la clave de país.'),
  'The phone must not be greater than 255 characters.': tooLong('phone', '255 caracteres'),
  'The references must not be greater than 255 characters.': tooLong('references', '255 caracteres'),
  'The selected events.0 is invalid.': selectedInvalid(
    'events',
    'Un canal de notificación exige `name`, `active`, `events`, `type` y `config`.',
  ),
  'The selected gender is invalid.': selectedInvalid('gender', 'En People, `gender` es `MALE` o `FEMALE`.'),
  'The selected report provider is invalid.': selectedInvalid('report_provider', ''),
  'The selected type is invalid.': selectedInvalid('type', ''),
  'The selected validations.0 is invalid.': selectedInvalid('validations', '`validations` lleva los uuid de validaciones existentes.'),
  'The selfie field is required.': required('selfie', 'La comparación exige `selfie` e `ine_front` (JPG o PNG).'),
  'The seniority field must be an integer.': {
    meaning: '`seniority` no es un número entero.',
    action: 'Envía `seniority` como entero (sin comillas ni decimales).',
  },
  'The street field is required.': required(
    'street',
    'Un domicilio exige `person_id`, `street`, `ext_num`, `state`, `municipality`, `colony`, `zip_code` y `references`.',
  ),
  'The type must be an integer.': {
    meaning: '`type` no es un número entero.',
    action: 'Envía `type` como entero.',
  },
  'The values.nombre negocio field must not be greater than 50 characters.': tooLong(
    'values.nombre_negocio',
    'el límite que define la propiedad dinámica (50 caracteres en el ejemplo)',
  ),
  'The zip code field is required.': required(
    'zip_code',
    'Un domicilio exige `person_id`, `street`, `ext_num`, `state`, `municipality`, `colony`, `zip_code` y `references`.',
  ),

  // Visionary: 200 with only a message, no `data` (product spec §8, the examples of openapi/visionary)
  'Not an address proof': wrongDocument('un comprobante de domicilio'),
  'Document is not a bank statement': wrongDocument('un estado de cuenta bancario'),
  'Not a CURP': wrongDocument('una constancia de CURP'),
  'Not a CIF': wrongDocument('una constancia de situación fiscal (CIF)'),
  'Not a NSS assignment': wrongDocument('una constancia de asignación de NSS'),
  'Not a passport': wrongDocument('un pasaporte'),
  'Not a FM2': wrongDocument('una forma migratoria (FM2)'),
  'Not a Carta Libranza': wrongDocument('una carta libranza'),
  "Can't extract enough information from the image": {
    meaning: 'La respuesta es `200` sin `data`: no hubo extracción. El documento no se pudo leer lo suficiente.',
    action: 'Pide a tu usuario una imagen más nítida, completa y sin reflejos, y repite la petición.',
  },
};
