#ifndef NIBLOAD_CLIBXML2_SHIM_H
#define NIBLOAD_CLIBXML2_SHIM_H

#include <libxml/xmlversion.h>

// ICU guard (architecture-anchors.md, pitfall P1). Debian's libxml2 is built with ICU, so
// <libxml/encoding.h> includes the system ICU headers. On Swift 6.3.0/6.3.1 any module that sees
// both those headers and Foundation (which carries its own ICU) fails to build with
// "'UErrorCode' has different definitions in different modules". We never use the ICU-only
// fields of libxml2's encoding structures, so hiding them is safe. Retest when the toolchain
// reaches 6.3.2, where the clash is reported fixed. After editing this file, delete
// .build/*/ModuleCache (pitfall P15): an incremental build can keep the old header.
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>
#include <libxml/relaxng.h>
#include <libxml/tree.h>

#endif
