# hipconv_platform.cmake -- platform selection and build rules for hipconv
# generated kernel libraries (CMake >= 3.20).
#
# Usage (in the generated CMakeLists.txt):
#
#   cmake_minimum_required(VERSION 3.20)
#   include(${CMAKE_CURRENT_LIST_DIR}/cmake/hipconv_platform.cmake)  # BEFORE project()
#   project(my_kernels LANGUAGES CXX)
#   hipconv_add_library(my_kernels
#       SOURCES  conv_a.cpp conv_b.cpp
#       TARGETS  gfx90a gfx940 sm_80 sm_90a)      # default GPU targets of every source
#   hipconv_configure_source(my_kernels conv_b.cpp sm_90a gfx940)   # optional per-source override
#
# Cache variables:
#   HIPCONV_PLATFORM        auto | amd | nvidia | cpu   (default: auto)
#                           auto -> amd    if /dev/kfd exists, rocminfo or
#                                          /sys/class/kfd shows a gfx agent and
#                                          hipcc is found;
#                                   nvidia if `nvidia-smi -L` lists a GPU and
#                                          nvcc is found;
#                                   cpu    otherwise.
#                           Changing the platform of an existing build
#                           directory is refused: use a fresh one.
#   HIPCONV_SANITIZE        "" | address | undefined | address,undefined
#                           (cpu only) adds -fsanitize=<value>
#                           -fno-omit-frame-pointer to the compile and link
#                           flags of hipconv targets and of their consumers.
#   HIPCONV_PRECOMPILE_HEADERS  auto | ON | OFF   (cpu only; default auto)
#                           precompiles hipconv/platform.h, numeric.h and
#                           host.h once per hipconv_add_library target (a cpu build of a whole
#                           spec takes about 30% less time); auto: ON for a library of five
#                           or more translation units (its sources in batches), unless
#                           CMAKE_CXX_COMPILER_LAUNCHER is set (ccache and
#                           sccache do not cache sources built with a
#                           precompiled header by default).
#   HIPCONV_AMD_TARGETS     AMD targets for sources that name none (default gfx90a).
#   HIPCONV_NVIDIA_TARGETS  NVIDIA targets for sources that name none (default sm_80).
#   HIPCONV_ONLY_TARGETS    "" (default) or a list of GPU targets (e.g. sm_90a, or
#                           gfx940): each source is compiled only for those of its
#                           targets in the list -- a build for one GPU in a fraction
#                           of the time.  A source naming none of them keeps its
#                           own first target of the platform, so every instance
#                           still builds (and its library still links).
#   HIPCONV_BATCH_SIZE      instance sources compiled per compiler run (default 8;
#                           1: one run per source).  The sources given to
#                           hipconv_batch_sources that share their compile options
#                           are included, in order, into batches of this many: each
#                           run then parses the common headers once for the batch
#                           (most of one source's time with nvcc and hipcc).
#   HIPCONV_HIPCC, HIPCONV_NVCC   compilers found (amd / nvidia).
#   CMAKE_BUILD_TYPE        defaults to Release; Release flags default to
#                           "-O2 -DNDEBUG" (CXX and CUDA).
#
# Variables set for the including project:
#   HIPCONV_PLATFORM_RESOLVED   amd | nvidia | cpu
#   HIPCONV_INCLUDE_DIR         <module dir>/../include (holds hipconv/*.h)
#
# Functions (available after project()):
#   hipconv_add_library(<target> SOURCES <src>... [TARGETS <gpu-target>...])
#       Shared library (PIC, C++17, include dir, platform macro, runtime
#       libraries). Every source gets the TARGETS that match the platform.
#   hipconv_add_executable(<target> SOURCES <src>... [TARGETS <gpu-target>...])
#       Same for an executable (tests, drivers that launch kernels).
#   hipconv_configure_source(<target> <source> <gpu-target>...)
#       Sets (replaces) the GPU targets of one source of <target>.
#   hipconv_batch_sources(<target> <source>...)
#       After the sources' targets are set: compiles those of the given sources
#       that <target> builds in batches of HIPCONV_BATCH_SIZE (sources whose
#       file-scope names cannot clash: hipconv's instance sources keep theirs
#       in a namespace of their own).
#
# GPU targets: one list may mix both vendors; each platform takes its own:
#   amd:    gfx* (e.g. gfx90a, gfx940, gfx942) -> hipcc --offload-arch=<gfx>
#   nvidia: sm_XX[a|f] or XX[a|f] or compute_XX[a|f]
#           -> -gencode=arch=compute_XX,code=sm_XX (sm_90a -> compute_90a/sm_90a)
#   cpu:    targets are ignored.
# When a source names no target of the platform, HIPCONV_AMD_TARGETS /
# HIPCONV_NVIDIA_TARGETS are used. Per-source settings are source-file
# properties: do not put the same source into two hipconv targets that need
# different GPU targets.

if(CMAKE_VERSION VERSION_LESS 3.20)
  message(FATAL_ERROR "hipconv_platform.cmake needs CMake >= 3.20 (this is ${CMAKE_VERSION})")
endif()

# Included again (by project() through CMAKE_PROJECT_INCLUDE, or by a
# sub-project): only finish the per-project setup, which is idempotent.
if(_HIPCONV_MODULE_LOADED)
  _hipconv_after_project()
  return()
endif()
set(_HIPCONV_MODULE_LOADED TRUE)
set(_HIPCONV_MODULE_FILE "${CMAKE_CURRENT_LIST_FILE}")
get_filename_component(HIPCONV_INCLUDE_DIR "${CMAKE_CURRENT_LIST_DIR}/../include" ABSOLUTE)

set(HIPCONV_PLATFORM "auto" CACHE STRING "hipconv platform: auto, amd, nvidia or cpu")
set_property(CACHE HIPCONV_PLATFORM PROPERTY STRINGS auto amd nvidia cpu)
set(HIPCONV_SANITIZE "" CACHE STRING "cpu only: sanitizer(s) for -fsanitize= (address, undefined)")
set(HIPCONV_PRECOMPILE_HEADERS "auto" CACHE STRING "cpu only: precompile hipconv's common headers (auto, ON, OFF)")
set(HIPCONV_AMD_TARGETS "gfx90a" CACHE STRING "AMD targets for sources that name none")
set(HIPCONV_NVIDIA_TARGETS "sm_80" CACHE STRING "NVIDIA targets for sources that name none")
set(HIPCONV_ONLY_TARGETS "" CACHE STRING "GPU targets to keep of each source's own (empty: all of them)")
set(HIPCONV_BATCH_SIZE "8" CACHE STRING "instance sources per compiler run (1: one each)")

# ---- build type / optimisation defaults -------------------------------------
get_property(_hipconv_multi_config GLOBAL PROPERTY GENERATOR_IS_MULTI_CONFIG)
if(NOT _hipconv_multi_config AND NOT CMAKE_BUILD_TYPE)
  set(CMAKE_BUILD_TYPE Release CACHE STRING "Build type (hipconv default: Release)" FORCE)
endif()
# Cache entries created before project() take precedence over CMake's -O3 defaults.
set(CMAKE_CXX_FLAGS_RELEASE "-O2 -DNDEBUG" CACHE STRING "Release flags (hipconv default)")
set(CMAKE_CUDA_FLAGS_RELEASE "-O2 -DNDEBUG" CACHE STRING "Release flags (hipconv default)")

# ---- platform detection -------------------------------------------------------
function(_hipconv_find_hipcc)
  find_program(HIPCONV_HIPCC hipcc
    HINTS "$ENV{ROCM_PATH}/bin" "$ENV{HIP_PATH}/bin" /opt/rocm/bin
    DOC "hipcc used for HIPCONV_PLATFORM=amd")
endfunction()

function(_hipconv_find_nvcc)
  if(CMAKE_CUDA_COMPILER AND NOT HIPCONV_NVCC)
    set(HIPCONV_NVCC "${CMAKE_CUDA_COMPILER}" CACHE FILEPATH "nvcc used for HIPCONV_PLATFORM=nvidia")
  endif()
  find_program(HIPCONV_NVCC nvcc
    HINTS "$ENV{CUDA_PATH}/bin" "$ENV{CUDA_HOME}/bin" /usr/local/cuda/bin
    DOC "nvcc used for HIPCONV_PLATFORM=nvidia")
endfunction()

function(_hipconv_has_amd_gpu out)
  set(found FALSE)
  if(EXISTS "/dev/kfd")
    find_program(HIPCONV_ROCMINFO rocminfo HINTS "$ENV{ROCM_PATH}/bin" /opt/rocm/bin)
    mark_as_advanced(HIPCONV_ROCMINFO)
    if(HIPCONV_ROCMINFO)
      execute_process(COMMAND "${HIPCONV_ROCMINFO}" OUTPUT_VARIABLE o ERROR_QUIET
                      RESULT_VARIABLE rc TIMEOUT 60)
      if(rc EQUAL 0 AND o MATCHES "gfx[0-9a-f]+")
        set(found TRUE)
      endif()
    endif()
    if(NOT found)
      file(GLOB props "/sys/class/kfd/kfd/topology/nodes/*/properties")
      foreach(p IN LISTS props)
        file(STRINGS "${p}" l REGEX "^gfx_target_version[ \t]+[1-9]")
        if(l)
          set(found TRUE)
        endif()
      endforeach()
    endif()
  endif()
  set(${out} ${found} PARENT_SCOPE)
endfunction()

function(_hipconv_has_nvidia_gpu out)
  set(found FALSE)
  find_program(HIPCONV_NVIDIA_SMI nvidia-smi)
  mark_as_advanced(HIPCONV_NVIDIA_SMI)
  if(HIPCONV_NVIDIA_SMI)
    execute_process(COMMAND "${HIPCONV_NVIDIA_SMI}" -L OUTPUT_VARIABLE o ERROR_QUIET
                    RESULT_VARIABLE rc TIMEOUT 60)
    if(rc EQUAL 0 AND o MATCHES "GPU [0-9]+:")
      set(found TRUE)
    endif()
  endif()
  set(${out} ${found} PARENT_SCOPE)
endfunction()

set(_hipconv_valid_platforms auto amd nvidia cpu)
if(NOT HIPCONV_PLATFORM IN_LIST _hipconv_valid_platforms)
  message(FATAL_ERROR "hipconv: HIPCONV_PLATFORM='${HIPCONV_PLATFORM}' must be one of: auto amd nvidia cpu")
endif()

if(HIPCONV_PLATFORM STREQUAL "auto" AND _HIPCONV_REQUESTED STREQUAL "auto"
   AND HIPCONV_PLATFORM_RESOLVED)
  set(_hipconv_platform "${HIPCONV_PLATFORM_RESOLVED}")  # keep the first detection
  set(_hipconv_why "detected at first configure")
elseif(HIPCONV_PLATFORM STREQUAL "auto")
  _hipconv_has_amd_gpu(_hipconv_amd_gpu)
  if(_hipconv_amd_gpu)
    _hipconv_find_hipcc()
  endif()
  _hipconv_has_nvidia_gpu(_hipconv_nv_gpu)
  if(_hipconv_nv_gpu)
    _hipconv_find_nvcc()
  endif()
  if(_hipconv_amd_gpu AND HIPCONV_HIPCC)
    set(_hipconv_platform amd)
    set(_hipconv_why "AMD GPU found, hipcc: ${HIPCONV_HIPCC}")
  elseif(_hipconv_nv_gpu AND HIPCONV_NVCC)
    set(_hipconv_platform nvidia)
    set(_hipconv_why "NVIDIA GPU found, nvcc: ${HIPCONV_NVCC}")
  else()
    set(_hipconv_platform cpu)
    set(_hipconv_why "no usable GPU toolchain")
    if(_hipconv_amd_gpu)
      string(APPEND _hipconv_why " (AMD GPU present but hipcc not found)")
    elseif(_hipconv_nv_gpu)
      string(APPEND _hipconv_why " (NVIDIA GPU present but nvcc not found)")
    endif()
  endif()
else()
  set(_hipconv_platform "${HIPCONV_PLATFORM}")
  set(_hipconv_why "requested")
endif()

if(HIPCONV_PLATFORM_RESOLVED AND NOT HIPCONV_PLATFORM_RESOLVED STREQUAL _hipconv_platform)
  message(FATAL_ERROR "hipconv: this build directory was configured for platform "
                      "'${HIPCONV_PLATFORM_RESOLVED}', now '${_hipconv_platform}' is requested; "
                      "use a fresh build directory to change the platform")
endif()
set(HIPCONV_PLATFORM_RESOLVED "${_hipconv_platform}" CACHE INTERNAL "hipconv resolved platform")
set(_HIPCONV_REQUESTED "${HIPCONV_PLATFORM}" CACHE INTERNAL "hipconv requested platform")
message(STATUS "hipconv: platform ${HIPCONV_PLATFORM_RESOLVED} (HIPCONV_PLATFORM=${HIPCONV_PLATFORM}: ${_hipconv_why})")

# ---- compiler selection (must happen before project()) ----------------------
if(DEFINED PROJECT_NAME)
  set(_hipconv_late TRUE)  # included after project(): compilers are chosen already
else()
  set(_hipconv_late FALSE)
endif()
if(HIPCONV_PLATFORM_RESOLVED STREQUAL "amd")
  # hipcc picks its backend from HIP_PLATFORM and would choose nvcc when nvcc
  # is on PATH and no clang++ is: force amd for configure-time compiler runs
  # here and for build-time runs through the targets' launchers.
  set(ENV{HIP_PLATFORM} amd)
  if(NOT CMAKE_CXX_COMPILER AND NOT _hipconv_late)
    _hipconv_find_hipcc()
    if(NOT HIPCONV_HIPCC)
      message(FATAL_ERROR "hipconv: HIPCONV_PLATFORM=amd but hipcc was not found "
                          "(set HIPCONV_HIPCC or CMAKE_CXX_COMPILER)")
    endif()
    set(CMAKE_CXX_COMPILER "${HIPCONV_HIPCC}")
  endif()
elseif(HIPCONV_PLATFORM_RESOLVED STREQUAL "nvidia")
  _hipconv_find_nvcc()
  if(NOT HIPCONV_NVCC)
    message(FATAL_ERROR "hipconv: HIPCONV_PLATFORM=nvidia but nvcc was not found "
                        "(set HIPCONV_NVCC or CMAKE_CUDA_COMPILER)")
  endif()
  if(NOT CMAKE_CUDA_COMPILER)
    set(CMAKE_CUDA_COMPILER "${HIPCONV_NVCC}")
  endif()
  # Architectures are given per source with -gencode.
  set(CMAKE_CUDA_ARCHITECTURES OFF)
endif()

if(HIPCONV_SANITIZE AND NOT HIPCONV_PLATFORM_RESOLVED STREQUAL "cpu")
  message(WARNING "hipconv: HIPCONV_SANITIZE is only used on the cpu platform; ignored")
endif()

# Per-project setup: languages and packages (enable_language must run at
# file scope, hence a macro). Idempotent.
macro(_hipconv_after_project)
  if(HIPCONV_PLATFORM_RESOLVED STREQUAL "nvidia")
    get_property(_hipconv_langs GLOBAL PROPERTY ENABLED_LANGUAGES)
    if(NOT "CUDA" IN_LIST _hipconv_langs)
      enable_language(CUDA)
    endif()
    if(NOT TARGET CUDA::cudart)
      find_package(CUDAToolkit REQUIRED)
    endif()
  elseif(HIPCONV_PLATFORM_RESOLVED STREQUAL "cpu")
    if(NOT TARGET OpenMP::OpenMP_CXX)
      find_package(OpenMP REQUIRED COMPONENTS CXX)
    endif()
  elseif(HIPCONV_PLATFORM_RESOLVED STREQUAL "amd")
    if(NOT CMAKE_CXX_COMPILER MATCHES "hipcc")
      message(WARNING "hipconv: platform amd but CMAKE_CXX_COMPILER is '${CMAKE_CXX_COMPILER}' "
                      "(expected hipcc; include hipconv_platform.cmake before project())")
    endif()
  endif()
endmacro()

# Run it at the end of project() (and at once when included after project()).
if(NOT CMAKE_PROJECT_INCLUDE)
  set(CMAKE_PROJECT_INCLUDE "${_HIPCONV_MODULE_FILE}")
elseif(NOT CMAKE_PROJECT_INCLUDE STREQUAL _HIPCONV_MODULE_FILE)
  message(WARNING "hipconv: CMAKE_PROJECT_INCLUDE is already set (${CMAKE_PROJECT_INCLUDE}); "
                  "include hipconv_platform.cmake again after project()")
endif()

# ---- GPU target handling ---------------------------------------------------------
# _hipconv_gpu_flags(<out> <targets...>): compile options for the platform.
function(_hipconv_gpu_flags out)
  set(amd_targets)
  set(nv_targets)
  foreach(t IN LISTS ARGN)
    string(STRIP "${t}" t)
    string(TOLOWER "${t}" t)
    if(t STREQUAL "")
      continue()
    elseif(t MATCHES "^gfx[0-9a-f]+(:[a-z0-9+:-]+)?$")
      list(APPEND amd_targets "${t}")
    elseif(t MATCHES "^(sm_|compute_)?([0-9][0-9]+[af]?)$")
      list(APPEND nv_targets "${CMAKE_MATCH_2}")
    else()
      message(FATAL_ERROR "hipconv: unknown GPU target '${t}' "
                          "(expected gfx<N> or sm_<N>[a|f] / <N>[a|f])")
    endif()
  endforeach()
  # HIPCONV_ONLY_TARGETS: keep the listed ones of each vendor's targets (else the first)
  if(HIPCONV_ONLY_TARGETS)
    set(only)
    foreach(t IN LISTS HIPCONV_ONLY_TARGETS)
      string(TOLOWER "${t}" t)
      if(t MATCHES "^(sm_|compute_)?([0-9][0-9]+[af]?)$")
        list(APPEND only "${CMAKE_MATCH_2}")
      elseif(t MATCHES "^gfx[0-9a-f]+(:[a-z0-9+:-]+)?$")
        list(APPEND only "${t}")
      else()
        message(FATAL_ERROR "hipconv: bad HIPCONV_ONLY_TARGETS entry '${t}' "
                            "(expected gfx<N> or sm_<N>[a|f] / <N>[a|f])")
      endif()
    endforeach()
    foreach(vendor amd nv)
      if(${vendor}_targets)
        set(kept)
        foreach(t IN LISTS ${vendor}_targets)
          if(t IN_LIST only)
            list(APPEND kept "${t}")
          endif()
        endforeach()
        if(NOT kept)
          list(GET ${vendor}_targets 0 kept)
        endif()
        set(${vendor}_targets ${kept})
      endif()
    endforeach()
  endif()
  set(flags)
  if(HIPCONV_PLATFORM_RESOLVED STREQUAL "amd")
    if(NOT amd_targets)
      set(amd_targets ${HIPCONV_AMD_TARGETS})
    endif()
    list(REMOVE_DUPLICATES amd_targets)
    foreach(t IN LISTS amd_targets)
      list(APPEND flags "--offload-arch=${t}")
    endforeach()
  elseif(HIPCONV_PLATFORM_RESOLVED STREQUAL "nvidia")
    if(NOT nv_targets)
      foreach(t IN LISTS HIPCONV_NVIDIA_TARGETS)
        string(TOLOWER "${t}" t)
        if(NOT t MATCHES "^(sm_|compute_)?([0-9][0-9]+[af]?)$")
          message(FATAL_ERROR "hipconv: bad HIPCONV_NVIDIA_TARGETS entry '${t}'")
        endif()
        list(APPEND nv_targets "${CMAKE_MATCH_2}")
      endforeach()
    endif()
    list(REMOVE_DUPLICATES nv_targets)
    foreach(t IN LISTS nv_targets)
      list(APPEND flags "-gencode=arch=compute_${t},code=sm_${t}")
    endforeach()
  endif()
  set(${out} "${flags}" PARENT_SCOPE)
endfunction()

# hipconv_configure_source(<target> <source> <gpu-target>...)
function(hipconv_configure_source target source)
  if(NOT TARGET ${target})
    message(FATAL_ERROR "hipconv_configure_source: no target '${target}'")
  endif()
  get_filename_component(src "${source}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
  _hipconv_gpu_flags(flags ${ARGN})
  if(HIPCONV_PLATFORM_RESOLVED STREQUAL "nvidia")
    set_source_files_properties("${src}" TARGET_DIRECTORY ${target}
      PROPERTIES LANGUAGE CUDA COMPILE_OPTIONS "${flags}")
  elseif(HIPCONV_PLATFORM_RESOLVED STREQUAL "amd")
    # No explicit LANGUAGE here: CMake would add "-x c++", which makes
    # hipcc compile the file as plain C++ instead of HIP.
    set_source_files_properties("${src}" TARGET_DIRECTORY ${target}
      PROPERTIES COMPILE_OPTIONS "${flags}")
    # hipcc also wants a target when linking (else it runs
    # rocm_agent_enumerator, which fails noisily on machines without GPU).
    target_link_options(${target} PRIVATE ${flags})
  endif()
endfunction()

function(_hipconv_setup_target target)
  set(p "${HIPCONV_PLATFORM_RESOLVED}")
  set_target_properties(${target} PROPERTIES
    POSITION_INDEPENDENT_CODE ON
    CXX_STANDARD 17 CXX_STANDARD_REQUIRED ON CXX_EXTENSIONS OFF)
  target_include_directories(${target} PUBLIC "${HIPCONV_INCLUDE_DIR}")
  if(p STREQUAL "amd")
    target_compile_definitions(${target} PUBLIC HIPCONV_PLATFORM_AMD)
    # Build-time hipcc runs must see HIP_PLATFORM=amd (see above).
    foreach(prop CXX_COMPILER_LAUNCHER CXX_LINKER_LAUNCHER)
      get_target_property(old ${target} ${prop})
      set(launcher "${CMAKE_COMMAND}" -E env HIP_PLATFORM=amd)
      if(old)
        list(APPEND launcher ${old})  # keep e.g. ccache
      endif()
      set_target_properties(${target} PROPERTIES ${prop} "${launcher}")
    endforeach()
  elseif(p STREQUAL "nvidia")
    if(NOT TARGET CUDA::cudart)
      message(FATAL_ERROR "hipconv: CUDA is not set up: include hipconv_platform.cmake before project()")
    endif()
    target_compile_definitions(${target} PUBLIC HIPCONV_PLATFORM_NVIDIA)
    set_target_properties(${target} PROPERTIES
      CUDA_STANDARD 17 CUDA_STANDARD_REQUIRED ON CUDA_EXTENSIONS OFF
      CUDA_ARCHITECTURES OFF
      CUDA_RUNTIME_LIBRARY Shared)
    target_link_libraries(${target} PUBLIC CUDA::cudart)
  else()
    if(NOT TARGET OpenMP::OpenMP_CXX)
      message(FATAL_ERROR "hipconv: OpenMP is not set up: include hipconv_platform.cmake before project()")
    endif()
    target_compile_definitions(${target} PUBLIC HIPCONV_PLATFORM_CPU)
    target_link_libraries(${target} PUBLIC OpenMP::OpenMP_CXX)
    if(HIPCONV_SANITIZE)
      string(REPLACE ";" "," san "${HIPCONV_SANITIZE}")
      if(NOT san MATCHES "^(address|undefined)(,(address|undefined))*$")
        message(FATAL_ERROR "hipconv: HIPCONV_SANITIZE='${HIPCONV_SANITIZE}': use address and/or undefined")
      endif()
      target_compile_options(${target} PUBLIC -fsanitize=${san} -fno-omit-frame-pointer)
      target_link_options(${target} PUBLIC -fsanitize=${san})
    endif()
  endif()
endfunction()

# cpu: hipconv's common headers precompiled once for a library target
# (HIPCONV_PRECOMPILE_HEADERS; generated sources include them first, so their own
# #include lines are no-ops under the include guards).
function(_hipconv_precompile_headers target source_count)
  if(NOT HIPCONV_PLATFORM_RESOLVED STREQUAL "cpu")
    return()
  endif()
  set(pch "${HIPCONV_PRECOMPILE_HEADERS}")
  if(pch STREQUAL "auto")
    # the header costs ~2.4 s once and saves ~0.6 s per translation unit: worth it from five
    # (counted as if every source but one were batched, as the generated folders' are)
    if(HIPCONV_BATCH_SIZE MATCHES "^[1-9][0-9]*$" AND HIPCONV_BATCH_SIZE GREATER 1)
      math(EXPR units "(${source_count} - 1 + ${HIPCONV_BATCH_SIZE} - 1) / ${HIPCONV_BATCH_SIZE} + 1")
    else()
      set(units ${source_count})
    endif()
    if(CMAKE_CXX_COMPILER_LAUNCHER OR units LESS 5)
      set(pch OFF)
    else()
      set(pch ON)
    endif()
  endif()
  if(pch)
    target_precompile_headers(${target} PRIVATE <stdint.h>
      "${HIPCONV_INCLUDE_DIR}/hipconv/platform.h" "${HIPCONV_INCLUDE_DIR}/hipconv/numeric.h"
      "${HIPCONV_INCLUDE_DIR}/hipconv/host.h")
  endif()
endfunction()

function(_hipconv_add kind target)
  cmake_parse_arguments(PARSE_ARGV 2 arg "" "" "SOURCES;TARGETS")
  if(arg_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "hipconv_add_${kind}(${target}): unexpected arguments: ${arg_UNPARSED_ARGUMENTS}")
  endif()
  if(NOT arg_SOURCES)
    message(FATAL_ERROR "hipconv_add_${kind}(${target}): SOURCES is empty")
  endif()
  if(kind STREQUAL "library")
    add_library(${target} SHARED ${arg_SOURCES})
    list(LENGTH arg_SOURCES source_count)
    _hipconv_precompile_headers(${target} ${source_count})
  else()
    add_executable(${target} ${arg_SOURCES})
  endif()
  _hipconv_setup_target(${target})
  foreach(s IN LISTS arg_SOURCES)
    hipconv_configure_source(${target} "${s}" ${arg_TARGETS})
  endforeach()
endfunction()

# hipconv_add_library(<target> SOURCES <src>... [TARGETS <gpu-target>...])
function(hipconv_add_library target)
  _hipconv_add(library ${target} ${ARGN})
endfunction()

# hipconv_add_executable(<target> SOURCES <src>... [TARGETS <gpu-target>...])
function(hipconv_add_executable target)
  _hipconv_add(executable ${target} ${ARGN})
endfunction()

if(_hipconv_late)
  _hipconv_after_project()
endif()

# hipconv_batch_sources(<target> <source>...): the given sources of <target> that share
# LANGUAGE and COMPILE_OPTIONS, in order, as batches of HIPCONV_BATCH_SIZE: a file in the
# build folder includes each batch's sources, which stay in the target as headers (so
# IDEs list them; the batch's dependency file names them, so editing one rebuilds it).
function(hipconv_batch_sources target)
  if(NOT HIPCONV_BATCH_SIZE MATCHES "^[1-9][0-9]*$")
    message(FATAL_ERROR "hipconv: HIPCONV_BATCH_SIZE='${HIPCONV_BATCH_SIZE}' must be a positive integer")
  endif()
  if(HIPCONV_BATCH_SIZE EQUAL 1)
    return()
  endif()
  get_target_property(built ${target} SOURCES)
  set(keys)
  foreach(source IN LISTS ARGN)
    get_filename_component(src "${source}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    if(NOT source IN_LIST built AND NOT src IN_LIST built)
      continue()
    endif()
    get_source_file_property(options "${src}" TARGET_DIRECTORY ${target} COMPILE_OPTIONS)
    get_source_file_property(language "${src}" TARGET_DIRECTORY ${target} LANGUAGE)
    string(MD5 key "${language}|${options}")
    string(SUBSTRING "${key}" 0 8 key)
    if(NOT key IN_LIST keys)
      list(APPEND keys ${key})
      set(options_${key} "${options}")
      set(language_${key} "${language}")
      set(sources_${key})
    endif()
    list(APPEND sources_${key} "${src}")
  endforeach()
  set(folder "${CMAKE_CURRENT_BINARY_DIR}/hipconv_batches/${target}")
  foreach(key IN LISTS keys)
    list(LENGTH sources_${key} count)
    set(index 0)
    set(begin 0)
    while(begin LESS count)
      math(EXPR end "${begin} + ${HIPCONV_BATCH_SIZE}")
      if(end GREATER count)
        set(end ${count})
      endif()
      set(text "// hipconv build batch: these instance sources compiled as one translation unit\n")
      set(members)
      math(EXPR last "${end} - 1")
      foreach(i RANGE ${begin} ${last})
        list(GET sources_${key} ${i} src)
        list(APPEND members "${src}")
        string(APPEND text "#include \"${src}\"\n")
      endforeach()
      set(batch "${folder}/batch_${key}_${index}.cpp")
      file(CONFIGURE OUTPUT "${batch}" CONTENT "${text}" @ONLY)   # rewritten only when changed
      set_source_files_properties(${members} TARGET_DIRECTORY ${target} PROPERTIES HEADER_FILE_ONLY ON)
      if(language_${key} STREQUAL "CUDA")   # (an explicit CXX would make hipcc compile plain C++)
        set_source_files_properties("${batch}" TARGET_DIRECTORY ${target} PROPERTIES LANGUAGE ${language_${key}})
      endif()
      if(options_${key})
        set_source_files_properties("${batch}" TARGET_DIRECTORY ${target} PROPERTIES COMPILE_OPTIONS "${options_${key}}")
      endif()
      target_sources(${target} PRIVATE "${batch}")
      math(EXPR index "${index} + 1")
      set(begin ${end})
    endwhile()
  endforeach()
endfunction()
