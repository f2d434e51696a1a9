# Profile-guided optimisation (GCC) of the engine, for the Release build the
# games-per-second bar is measured with. `.ci/release-pgo` runs the two stages
# in one build tree (GCC names each profile file after its object's path, so
# both stages must compile the same objects in the same place):
#   GENERATE  the engine is instrumented; a training run of `munchkinc simulate`
#             writes its profile (.gcda files) into MUNCHKIN_PGO_DIR
#   USE       the engine is compiled again, optimised from that profile
# Only the engine is profiled: the games are what the training plays, and the
# rest of munchkinc (parser, checks, sheets) is left as plain Release, since
# code a training run never reaches is compiled for size under -fprofile-use.
set(MUNCHKIN_PGO OFF CACHE STRING
    "Profile-guided optimisation of the engine: OFF, GENERATE or USE (.ci/release-pgo runs both stages)")
set_property(CACHE MUNCHKIN_PGO PROPERTY STRINGS OFF GENERATE USE)
set(MUNCHKIN_PGO_DIR "${CMAKE_BINARY_DIR}/pgo-profile" CACHE PATH
    "Where the training run writes the engine's profile and the optimised build reads it")

if(NOT MUNCHKIN_PGO MATCHES "^(OFF|GENERATE|USE)$")
  message(FATAL_ERROR "MUNCHKIN_PGO is OFF, GENERATE or USE, not '${MUNCHKIN_PGO}'")
endif()
if(NOT MUNCHKIN_PGO STREQUAL "OFF")
  if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    message(FATAL_ERROR "MUNCHKIN_PGO needs GCC (its -fprofile-generate and -fprofile-use)")
  endif()
  if(MUNCHKIN_SANITIZE)
    message(FATAL_ERROR "MUNCHKIN_PGO and MUNCHKIN_SANITIZE do not go together")
  endif()
endif()

# Compiles `target` (a library of the engine) instrumented or optimised from the
# profile, as MUNCHKIN_PGO says. The training runs on one thread (`--jobs 1`),
# so the counters need no atomic updates and count the same each time (only
# the OR of the addresses a memcpy saw varies with the allocator's placement,
# and GCC reads just its lowest set bit, the alignment, which does not).
function(munchkin_pgo target)
  if(NOT MUNCHKIN_PGO STREQUAL "OFF")
    # GCC matches a profile to its function by a checksum of the source's path
    # and lines; a compiler cache that rewrites paths (ccache's base_dir) would
    # make the two stages disagree, so the profiled engine is always compiled.
    set_property(TARGET ${target} PROPERTY CXX_COMPILER_LAUNCHER "")
  endif()
  if(MUNCHKIN_PGO STREQUAL "GENERATE")
    target_compile_options(${target} PRIVATE -fprofile-generate=${MUNCHKIN_PGO_DIR})
    # Whatever links the instrumented engine needs GCC's profiling runtime.
    target_link_options(${target} INTERFACE $<BUILD_INTERFACE:-fprofile-generate=${MUNCHKIN_PGO_DIR}>)
  elseif(MUNCHKIN_PGO STREQUAL "USE")
    # A profile older than the source (an engine file edited after the
    # training) is a warning, not an error: GCC then ignores that function's
    # profile, and rerunning .ci/release-pgo makes a fresh one. A file that
    # munchkinc does not link (the single steps only tests call) has no
    # profile and is compiled as without one, silently. The engine's loops
    # (over hands, seats, cards in play) are short and vary in length: the
    # unrolling and peeling -fprofile-use turns on grew its hot code and, in
    # callgrind's model of the standard run, the I1 misses by 40% (11.8M ->
    # 16.5M) to save 2.7% of the instructions (759.5M -> 738.8M).
    target_compile_options(${target} PRIVATE -fprofile-use=${MUNCHKIN_PGO_DIR}
                           -Wno-error=coverage-mismatch -Wno-missing-profile -fno-unroll-loops -fno-peel-loops)
  endif()
endfunction()
