# ctest script: install the build tree into a fresh prefix, then configure,
# build and run tests/codegen/outside_project against it.
# Inputs: MUNCHKIN_BINARY_DIR, WORK_DIR, PROJECT_DIR, SET_DIR, GENERATOR, and
# FLAGS for compiling and linking the outside project (empty but for sanitizers).
file(REMOVE_RECURSE "${WORK_DIR}")

function(run)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "failed (${status}): ${ARGN}\n${out}\n${err}")
  endif()
  set(output "${out}" PARENT_SCOPE)
endfunction()

run(${CMAKE_COMMAND} --install "${MUNCHKIN_BINARY_DIR}" --prefix "${WORK_DIR}/prefix")
run(${CMAKE_COMMAND} -S "${PROJECT_DIR}" -B "${WORK_DIR}/build" -G "${GENERATOR}"
    "-DCMAKE_PREFIX_PATH=${WORK_DIR}/prefix" "-DOUTSIDE_SET=${SET_DIR}" -DCMAKE_BUILD_TYPE=Release
    "-DCMAKE_CXX_FLAGS=${FLAGS}" "-DCMAKE_EXE_LINKER_FLAGS=${FLAGS}")
run(${CMAKE_COMMAND} --build "${WORK_DIR}/build" -j2)
run("${WORK_DIR}/build/outside")
foreach(expected "small: 12 designs" "apocalypse: ")
  string(FIND "${output}" "${expected}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "the outside project printed no '${expected}':\n${output}")
  endif()
endforeach()
message(STATUS "outside project: ${output}")
