# @generated from ${spec_file}; do not edit.
# Regenerate with: ${regenerate}
#
# Standalone build of libhipconv_${library}.so (no Python needed):
#   cmake -S <this folder> -B <build folder> [-DHIPCONV_PLATFORM=auto|amd|nvidia|cpu]
#   cmake --build <build folder> --parallel
# cmake/hipconv_platform.cmake documents every cache variable.
cmake_minimum_required(VERSION 3.20)
include(${"${CMAKE_CURRENT_LIST_DIR}"}/cmake/hipconv_platform.cmake)   # before project(): picks the compiler
project(hipconv_${library} LANGUAGES CXX)

# Instances per build platform (an instance builds where its micro-kernel runs
# and where it lists a target of that vendor).
% for platform in (Platform.CPU, Platform.AMD, Platform.NVIDIA):
set(HIPCONV_INSTANCES_${platform.value}
% for inst in instances:
% if platform in inst.platforms:
    src/${inst.name}.cpp
% endif
% endfor
)
% endfor

<% all_targets = [] %>\
% for inst in instances:
% for t in inst.targets:
<% all_targets.append(t.value) if t.value not in all_targets else None %>\
% endfor
% endfor
hipconv_add_library(hipconv_${library}
    SOURCES src/registry.cpp ${"${HIPCONV_INSTANCES_${HIPCONV_PLATFORM_RESOLVED}}"}
    TARGETS ${" ".join(all_targets)})

# Each instance compiles for its own targets only.
if(NOT HIPCONV_PLATFORM_RESOLVED STREQUAL "cpu")
% for inst in instances:
% if len(inst.platforms) > 1 or inst.platforms[0] is not Platform.CPU:
  if("src/${inst.name}.cpp" IN_LIST HIPCONV_INSTANCES_${"${HIPCONV_PLATFORM_RESOLVED}"})
    hipconv_configure_source(hipconv_${library} src/${inst.name}.cpp ${" ".join(t.value for t in inst.targets)})
  endif()
% endif
% endfor
endif()

# The instance sources compile in batches of HIPCONV_BATCH_SIZE (default 8; 1: one by one).
hipconv_batch_sources(hipconv_${library} ${"${HIPCONV_INSTANCES_${HIPCONV_PLATFORM_RESOLVED}}"})
