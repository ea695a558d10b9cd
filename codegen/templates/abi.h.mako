/* @generated from ${spec_file} by hipconv (the same for every spec); do not edit.
 *
 * hipconv/abi.h -- the ABI every hipconv library exports.  ABI version ${abi_version}.
 */
#ifndef HIPCONV_ABI_H
#define HIPCONV_ABI_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* BEGIN ABI */
${declarations}
/* END ABI */

#define HIPCONV_ABI_VERSION ${abi_version}

#ifdef __cplusplus
}
#endif

#endif
